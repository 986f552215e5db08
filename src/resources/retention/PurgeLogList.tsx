import type { TPurgeRecord } from '../../../common/schemas/retention';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { t as organizationKeys } from '../organizations/name';
import { purgeKeys } from './name';

/** A line of the log: the document that went is its id. */
type PurgeLine = TPurgeRecord & { id: string };

const field = purgeKeys.under('fields');
const ruleLabel = organizationKeys.under('retention');

const COLUMNS: TableColumn<PurgeLine>[] = [
  {
    source: 'purgedAt',
    labelKey: field('purgedAt'),
    width: 160,
    render: (record, { locale }) => formatDateTime(record.purgedAt, locale),
  },
  { source: 'fileName', labelKey: field('fileName'), width: 260 },
  {
    source: 'docType',
    labelKey: field('docType'),
    width: 150,
    render: (record, { translate }) => translate(`liasse.doc_types.${record.docType}`),
  },
  { source: 'orgName', labelKey: field('orgName'), width: 200 },
  {
    source: 'rule',
    labelKey: field('rule'),
    width: 220,
    render: (record, { translate }) => translate(ruleLabel.entry('rules', record.rule), { _: record.rule }),
  },
  {
    source: 'retainUntil',
    labelKey: field('retainUntil'),
    width: 130,
    render: (record, { locale }) => formatDay(record.retainUntil, locale),
  },
  { source: 'sha256', labelKey: field('sha256'), width: 200 },
];

/** The purge's audit, newest first: each document deleted, the rule that applied and its day (append-only on the server). */
export const PurgeLogList = () => (
  <TableList empty={false}>
    <LiasseTable<PurgeLine> name="purge-log" columns={COLUMNS} />
  </TableList>
);
