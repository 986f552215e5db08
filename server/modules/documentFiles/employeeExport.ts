import yazl from 'yazl';
import { DOC_TYPE_LABELS } from '../../../common/docTypeLabels';
import type { DocType } from '../../../common/docTypes';
import type { Locale } from '../../../common/locales';
import { documentVisible, type DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import { dayText } from '../../db/dayText';
import { notFound } from '../../http/errors';
import { archiveEntryNames } from './archiveNames';
import type { Actor } from './events';
import { indexCsv, indexJson, type ExportIndexEntry } from './exportIndex';
import { addStoredFile, recordArchived } from './files';

/** Entry names: a folder per document type, the file names made safe and unique within it. */
const entryNames = (files: { doc_type: string; file_name: string }[]) => {
  const names: string[] = [];
  for (const type of new Set(files.map((file) => file.doc_type))) {
    const [folder] = archiveEntryNames([type]);
    const indices = files.flatMap((file, index) => (file.doc_type === type ? [index] : []));
    archiveEntryNames(indices.map((index) => files[index].file_name)).forEach((name, k) => {
      names[indices[k]] = `${folder}/${name}`;
    });
  }
  return names;
};

/**
 * `GET docs/mine/archive`: every document of the caller's personal account (what their list
 * shows them, whether or not the employee has left), streamed as a zip with an index in CSV and
 * JSON (type names in `locale`); each file read and checked against its SHA-256 only when its
 * turn comes (D.3243-8: the employee's own copy, at any time). Staff and contacts have no such
 * account: 404. A row without bytes has nothing to copy and is left out.
 */
export const employeeExport = async (ctx: AppContext, caller: DocumentReader, locale: Locale, actor: Actor) => {
  if (caller.kind !== 'EMPLOYEE') throw notFound('Personal account');
  const files = await ctx.database.db
    .selectFrom('documents')
    .innerJoin('organizations as o', 'o.id', 'documents.org_id')
    .select([
      'documents.id',
      'documents.customer_id',
      'documents.doc_type',
      'documents.file_name',
      'documents.blob_key',
      'documents.size',
      'documents.created_at',
      dayText('documents.period_start').as('periodStart'),
      dayText('documents.period_end').as('periodEnd'),
      dayText('documents.retain_until').as('availableUntil'),
      'o.name as sender',
    ])
    .where('documents.blob_key', 'is not', null)
    .where(documentVisible(caller))
    .orderBy('documents.created_at')
    .orderBy('documents.id')
    .execute();
  const names = entryNames(files);
  const index: ExportIndexEntry[] = files.map((file, i) => ({
    file: names[i],
    id: file.id,
    docType: file.doc_type,
    docTypeLabel: DOC_TYPE_LABELS[locale][file.doc_type as DocType] ?? file.doc_type,
    periodStart: file.periodStart,
    periodEnd: file.periodEnd,
    sender: file.sender,
    depositedAt: file.created_at.toISOString(),
    sha256: file.blob_key!,
    availableUntil: file.availableUntil,
  }));
  const zip = new yazl.ZipFile();
  const now = new Date();
  zip.addBuffer(Buffer.from(indexCsv(index)), 'index.csv', { mtime: now });
  zip.addBuffer(Buffer.from(indexJson(index)), 'index.json', { mtime: now });
  files.forEach((file, i) => addStoredFile(ctx, zip, names[i], file));
  zip.end();
  await recordArchived(ctx, files, actor);
  return zip.outputStream;
};
