import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TransmissionMode } from '../../../common/schemas/organizations';
import type { DB } from '../../../server/db/schema';
import { bulkPayslipsPdf } from '../../../server/pdf/bulkPayslips';
import type { BlobStore } from '../../../server/storage/blobStore';

/** Distinct PDFs the documents share (blobs are content-addressed: sharing one is what the store does). */
const DISTINCT_FILES = 20;
const INSERT_BATCH = 1000;

export type DispatchLoad = {
  customerId: string;
  campaignId: string;
  employeeIds: string[];
  /** Employees without BPE agreement (paper, no mail). */
  paperEmployeeIds: Set<string>;
};

/**
 * A customer with `count` employees and a campaign NEEDS_DISPATCHING of one PENDING document
 * each, for the crash test and the dispatch bench: rows INSERTed in batches, PDFs stored first.
 * Every `paperEvery`-th employee has no BPE agreement (0: none).
 */
export const insertDispatchLoad = async (
  db: Kysely<DB>,
  blobs: BlobStore,
  count: number,
  options: { mode?: TransmissionMode; paperEvery?: number } = {},
): Promise<DispatchLoad> => {
  const customerId = randomUUID();
  await db
    .insertInto('organizations')
    .values({
      id: customerId,
      customer_id: customerId,
      name: `Charge ${customerId.slice(0, 8)}`,
      org_path: [customerId],
      transmission_mode: options.mode ?? 'DEFAULT',
    })
    .execute();
  const user = await db
    .insertInto('users')
    .values({
      customer_id: customerId,
      org_id: customerId,
      login: `charge-${customerId}`,
      password_hash: 'x',
      first_name: 'Paie',
      name: 'Service',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const keys: string[] = [];
  for (let i = 0; i < DISTINCT_FILES; i++) {
    const { bytes } = await bulkPayslipsPdf({
      organizationName: 'Charge',
      siret: '73282932000074',
      period: 'novembre 2026',
      employees: [{ registrationNumber: `C${i}`, firstName: 'Salarié', lastName: `N${i}`, birthDay: null }],
    });
    keys.push(await blobs.put(Buffer.from(bytes)));
  }
  const paperEvery = options.paperEvery ?? 0;
  const employeeIds = Array.from({ length: count }, () => randomUUID());
  const paperEmployeeIds = new Set(employeeIds.filter((_, i) => paperEvery > 0 && i % paperEvery === 0));
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const ids = employeeIds.slice(start, start + INSERT_BATCH);
    await db
      .insertInto('employees')
      .values(
        ids.map((id, i) => ({
          id,
          customer_id: customerId,
          first_name: 'Salarié',
          last_name: `N${start + i}`,
          registration_number: `C${start + i}`,
          email: `salarie${start + i}@charge.example`,
          bpe_agreement: !paperEmployeeIds.has(id),
        })),
      )
      .execute();
    await db
      .insertInto('employee_organizations')
      .values(ids.map((id) => ({ employee_id: id, org_id: customerId })))
      .execute();
  }
  const campaign = await db
    .insertInto('campaigns')
    .values({
      customer_id: customerId,
      org_id: customerId,
      created_by: user.id,
      name: 'Paie de novembre',
      siret: '73282932000074',
      detection: true,
      doc_type: 'PAYE',
      distribution: 'AUTOMATIC',
      status: 'NEEDS_DISPATCHING',
      documents_count: count,
      recipients_count: count,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('campaign_files')
    .values({
      campaign_id: campaign.id,
      seq: 0,
      name: 'bulletins.pdf',
      doc_type: 'PAYE',
      pages: count,
      split_pages: count,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += INSERT_BATCH) {
    await db
      .insertInto('dispatched_docs')
      .values(
        employeeIds.slice(start, start + INSERT_BATCH).map((id, i) => ({
          campaign_id: campaign.id,
          customer_id: customerId,
          file_id: file.id,
          page_from: start + i + 1,
          page_to: start + i + 1,
          blob_key: keys[(start + i) % keys.length],
          name: `Bulletin de paie - N${start + i} Salarié.pdf`,
          employee_id: id,
          recipient_key: `E:${id}`,
        })),
      )
      .execute();
  }
  return { customerId, campaignId: campaign.id, employeeIds, paperEmployeeIds };
};
