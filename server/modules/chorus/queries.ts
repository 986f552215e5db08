import { sql, type Kysely } from 'kysely';
import type { TChorusInvoice, TChorusSearch } from '../../../common/schemas/chorus';
import type { Scope } from '../../access/scope';
import { orgIdVisible } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, pageOfRows, type SortMap } from '../../db/pager';
import type { ChorusInvoiceSide, DB } from '../../db/schema';

const CHORUS_SORT: SortMap<TChorusSearch['sort']['field']> = {
  createdAt: sql`chorus_invoices.created_at`,
  issueDate: sql`chorus_invoices.issue_date`,
  number: sql`chorus_invoices.number`,
  totalInclTax: sql`chorus_invoices.total_incl_tax`,
  chorusStatusAt: sql`chorus_invoices.chorus_status_at`,
};

/** The invoices of the organisations the caller sees. */
export const visibleInvoices = (db: Kysely<DB>, caller: Scope) =>
  db.selectFrom('chorus_invoices').where(orgIdVisible(caller, 'chorus_invoices.org_id'));

/** One list's matches: quick search on the number or a party's name, then each column filter. */
export const matchingInvoices = (
  db: Kysely<DB>,
  caller: Scope,
  side: ChorusInvoiceSide,
  { search, filters }: Pick<TChorusSearch, 'search' | 'filters'>,
) => {
  const { portalStatus, delivery, orgId, campaignId, number, issueDate } = filters;
  const text = search.trim();
  return visibleInvoices(db, caller)
    .where('chorus_invoices.side', '=', side)
    .$if(text !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql`lower(chorus_invoices.number)`, 'like', containsPattern(text)),
          eb(sql`lower(chorus_invoices.supplier_name)`, 'like', containsPattern(text)),
          eb(sql`lower(chorus_invoices.buyer_name)`, 'like', containsPattern(text)),
        ]),
      ),
    )
    .$if(Boolean(portalStatus), (qb) => qb.where('chorus_invoices.portal_status', '=', portalStatus!))
    .$if(Boolean(delivery), (qb) => qb.where('chorus_invoices.delivery', '=', delivery!))
    .$if(Boolean(orgId), (qb) => qb.where('chorus_invoices.org_id', '=', orgId!))
    .$if(Boolean(campaignId), (qb) => qb.where('chorus_invoices.campaign_id', '=', campaignId!))
    .$if(Boolean(number), (qb) => qb.where(sql`lower(chorus_invoices.number)`, 'like', containsPattern(number!)))
    .$if(Boolean(issueDate?.start), (qb) => qb.where('chorus_invoices.issue_date', '>=', dayStart(issueDate!.start!)))
    .$if(Boolean(issueDate?.end), (qb) => qb.where('chorus_invoices.issue_date', '<', dayAfter(issueDate!.end!)));
};

type Matching = ReturnType<typeof visibleInvoices>;

const selectInvoice = (query: Matching) =>
  query
    .innerJoin('organizations as org', 'org.id', 'chorus_invoices.org_id')
    .selectAll('chorus_invoices')
    .select('org.name as org_name');

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof selectInvoice>['executeTakeFirstOrThrow']>>;

const amount = (value: string | null) => (value === null ? null : Number(value));

export const describeInvoice = (row: InvoiceRow): TChorusInvoice => ({
  id: row.id,
  orgId: row.org_id,
  orgName: row.org_name,
  side: row.side,
  format: row.format,
  delivery: row.delivery,
  kind: row.kind,
  number: row.number,
  issueDate: row.issue_date?.toISOString().slice(0, 10) ?? null,
  supplierName: row.supplier_name,
  supplierSiret: row.supplier_siret,
  buyerName: row.buyer_name,
  buyerSiret: row.buyer_siret,
  serviceCode: row.service_code,
  commitmentNumber: row.commitment_number,
  totalExclTax: amount(row.total_excl_tax),
  totalInclTax: amount(row.total_incl_tax),
  netPayable: amount(row.net_payable),
  currency: row.currency,
  chorusStatus: row.chorus_status,
  chorusStatusAt: row.chorus_status_at?.toISOString() ?? null,
  chorusComment: row.chorus_comment,
  portalStatus: row.portal_status,
  documentId: row.document_id,
  campaignId: row.campaign_id,
  createdAt: row.created_at.toISOString(),
});

/** One page of a list in the asked order (then id), and the count of all matches. */
export const invoicePage = async (matching: Matching, paging: Pick<TChorusSearch, 'sort' | 'page' | 'limit'>) => {
  const { rows, count } = await pageOfRows(
    matching,
    selectInvoice,
    { sortMap: CHORUS_SORT, idColumn: 'chorus_invoices.id' },
    paging,
  );
  return { invoices: rows.map(describeInvoice), count };
};

/** An invoice the caller sees, as its row; undefined for any other. */
export const findVisibleInvoice = (db: Kysely<DB>, caller: Scope, id: string) =>
  selectInvoice(visibleInvoices(db, caller).where('chorus_invoices.id', '=', id)).executeTakeFirst();
