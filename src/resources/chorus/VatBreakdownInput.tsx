import { Typography } from '@mui/material';
import {
  AddItemButton,
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { ZVatBreakdown } from '../../../common/schemas/chorusInvoice';
import { t } from './name';

const vat = t.under('fields').under('vat');
const CATEGORY_CHOICES = ZVatBreakdown.shape.category.options.map((id) => ({
  id,
  name: t.entry('vat_categories', id),
}));
const NARROW = { width: { xs: '100%', sm: 160 } };

/** The VAT breakdown (BG-23): one line per category and rate, lines added and removed as the invoice has them. */
export const VatBreakdownInput = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {translate(t('fields.vatBreakdown'))}
      </Typography>
      <ArrayInput source="vatBreakdown" label={false} validate={required()}>
        <SimpleFormIterator
          inline
          disableReordering
          addButton={<AddItemButton label={t('actions.add_vat')} />}
          sx={{ maxWidth: '100%' }}
        >
          <SelectInput
            source="category"
            label={vat('category')}
            choices={CATEGORY_CHOICES}
            validate={required()}
            sx={NARROW}
          />
          <NumberInput
            source="rate"
            label={vat('rate')}
            validate={[required(), minValue(0), maxValue(100)]}
            sx={NARROW}
          />
          <NumberInput source="taxableAmount" label={vat('taxableAmount')} validate={required()} sx={NARROW} />
          <NumberInput source="taxAmount" label={vat('taxAmount')} validate={required()} sx={NARROW} />
          <TextInput source="exemptionReason" label={vat('exemptionReason')} validate={maxLength(300)} sx={NARROW} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
