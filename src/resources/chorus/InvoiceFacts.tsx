import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { TChorusInvoice } from '../../../common/schemas/chorus';
import { formatDay } from '../../custom/table/cellValue';
import { chorusCodeLabel } from './chorusCodeLabel';
import { formatAmount } from './formatAmount';
import { t } from './name';

const field = t.under('fields');

/** An invoice's fields (spec section 3) as a list of terms and values, one column on a phone, two beyond. */
export const InvoiceFacts = ({ invoice }: { invoice: TChorusInvoice }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (value: number | null) => formatAmount(value, invoice.currency, locale);
  const facts: [string, ReactNode][] = [
    [field('orgName'), invoice.orgName],
    [field('buyerName'), invoice.buyerName],
    [field('buyerSiret'), invoice.buyerSiret],
    [field('serviceCode'), invoice.serviceCode],
    [field('supplierName'), invoice.supplierName],
    [field('supplier.siret'), invoice.supplierSiret],
    [field('kind'), translate(t.entry('kinds', invoice.kind))],
    [field('format'), translate(t.entry('formats', invoice.format))],
    [field('number'), invoice.number],
    [field('issueDate'), formatDay(invoice.issueDate, locale)],
    [field('totalExclTax'), money(invoice.totalExclTax)],
    [field('totalInclTax'), money(invoice.totalInclTax)],
    [field('netPayable'), money(invoice.netPayable)],
    [field('commitmentNumber'), invoice.commitmentNumber],
    [field('chorusStatus'), chorusCodeLabel(invoice.chorusStatus, translate)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, m: 0 }}
    >
      {facts.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" variant="body2" sx={{ mt: { xs: 1, sm: 0 } }}>
            {translate(key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
