import { CHORUS_DELIVERIES, CHORUS_PORTAL_STATUSES } from '../../../common/chorusStatuses';
import type { TChorusInvoice } from '../../../common/schemas/chorus';
import { formatDay } from '../../custom/table/cellValue';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { ORGANIZATIONS } from '../organizations/name';
import { DeliveryChip, PortalStatusChip } from './ChorusStatusChip';
import { chorusCodeLabel } from './chorusCodeLabel';
import { formatAmount } from './formatAmount';
import { t } from './name';

const field = t.under('fields');

const amountColumn = (source: 'totalExclTax' | 'totalInclTax' | 'netPayable'): TableColumn<TChorusInvoice> => ({
  source,
  labelKey: field(source),
  width: 130,
  sortable: source === 'totalInclTax',
  render: (invoice, { locale }) => formatAmount(invoice[source], invoice.currency, locale),
});

const portalStatusColumn: TableColumn<TChorusInvoice> = {
  source: 'portalStatus',
  labelKey: field('portalStatus'),
  width: 200,
  search: {
    type: 'select',
    options: CHORUS_PORTAL_STATUSES.map((value) => ({ value, labelKey: t.entry('status', value) })),
  },
  render: (invoice) => invoice.portalStatus && <PortalStatusChip status={invoice.portalStatus} />,
};

const deliveryColumn: TableColumn<TChorusInvoice> = {
  source: 'delivery',
  labelKey: field('delivery'),
  width: 150,
  search: {
    type: 'select',
    options: CHORUS_DELIVERIES.map((value) => ({ value, labelKey: t.entry('delivery', value) })),
  },
  render: (invoice) => <DeliveryChip delivery={invoice.delivery} />,
};

/** Spec section 3's Chorus invoice, column by column; the sent list adds where its deposit stands. */
export const invoiceColumns = (side: 'SENT' | 'RECEIVED'): TableColumn<TChorusInvoice>[] => [
  { source: 'number', labelKey: field('number'), width: 130, sortable: true, search: { type: 'text' } },
  {
    source: 'issueDate',
    labelKey: field('issueDate'),
    width: 130,
    sortable: true,
    search: { type: 'dateRange' },
    render: (invoice, { locale }) => formatDay(invoice.issueDate, locale),
  },
  // Where each invoice stands comes first: at 1366 px the list shows it without scrolling sideways.
  portalStatusColumn,
  ...(side === 'SENT' ? [deliveryColumn] : []),
  {
    source: 'chorusStatus',
    labelKey: field('chorusStatus'),
    width: 190,
    render: (invoice, { translate }) => chorusCodeLabel(invoice.chorusStatus, translate),
  },
  { source: 'buyerName', labelKey: field('buyerName'), width: 180 },
  { source: 'buyerSiret', labelKey: field('buyerSiret'), width: 135 },
  { source: 'serviceCode', labelKey: field('serviceCode'), width: 120 },
  { source: 'supplierName', labelKey: field('supplierName'), width: 180 },
  {
    source: 'kind',
    labelKey: field('kind'),
    width: 100,
    render: (invoice, { translate }) => translate(t.entry('kinds', invoice.kind)),
  },
  amountColumn('totalExclTax'),
  amountColumn('totalInclTax'),
  amountColumn('netPayable'),
  { source: 'commitmentNumber', labelKey: field('commitmentNumber'), width: 150 },
  {
    source: 'orgName',
    labelKey: field('orgName'),
    width: 160,
    shown: false,
    search: { type: 'reference', reference: ORGANIZATIONS, filterKey: 'orgId' },
  },
];

/** A card's back: what tells one invoice from another at a glance. */
export const invoiceCardBack = (invoice: TChorusInvoice, { locale, translate }: CellContext): CardInfo[] => [
  { labelKey: field('number'), value: invoice.number },
  { labelKey: field('totalInclTax'), value: formatAmount(invoice.totalInclTax, invoice.currency, locale) },
  { labelKey: field('chorusStatus'), value: chorusCodeLabel(invoice.chorusStatus, translate) },
  {
    labelKey: field('portalStatus'),
    value: invoice.portalStatus && <PortalStatusChip status={invoice.portalStatus} />,
  },
];
