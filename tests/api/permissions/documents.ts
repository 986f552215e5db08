import { documents } from '../../../common/api/documents';
import { insertDocument } from '../../support/factories';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

const lyonDocument = (fx: Fixtures) => ({ params: { id: fx.lyonDocumentId } });

/** Finding and reading the document safe: lists answer what the caller sees; a Lyon document is 404 to others. */
export const documentReadRows = rowsOf(documents, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.docs.map((row) => row.id),
    target: (fx) => fx.lyonDocumentId,
  },
  senders: { expect: list },
  stats: { expect: list },
  folders: { expect: list, input: (fx) => ({ body: { orgId: fx.lyonOrgId } }) },
  get: { expect: item(200), input: lyonDocument },
  location: { expect: item(200), input: lyonDocument },
  setRead: { expect: item(204), input: lyonDocument },
});

export const documentFixtures: AreaFixtures<'lyonDocumentId'> = async ({ server, lyon, shared }) => ({
  lyonDocumentId: (await insertDocument(server.ctx.database.db, lyon, { employee_id: shared.lyonEmployeeId })).id,
});
