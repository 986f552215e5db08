import { documentFiles, documentFiling, documentLinks } from '../../../common/api/documents';
import { textPdf, uploadForm } from '../../support/documentFiles';
import { everyone, item, rowsOf, signedIn, type Fixtures } from './matrix';

const stored = (fx: Fixtures) => ({ params: { id: fx.lyonStoredDocumentId } });

/** A stored document's files: open to whoever reads the safe, and sees Lyon. */
export const documentFileRows = [
  ...rowsOf(documentFiles, {
    // Into Lyon: the filtered caller (Paris only) and another customer do not see it.
    upload: {
      input: async (fx) => ({
        body: uploadForm({ orgId: fx.lyonOrgId, docType: 'WCNT' }, await textPdf([`Contrat ${Math.random()}`])),
      }),
    },
    pdf: { expect: item(200), input: stored },
    preview: {
      expect: item(200),
      input: (fx) => ({ params: { id: fx.lyonStoredDocumentId, x: 1 }, query: { width: 200 } }),
    },
    attestation: { expect: item(200), input: stored },
    archive: { expect: item(200), input: (fx) => ({ body: { ids: [fx.lyonStoredDocumentId] } }) },
    // Only a personal account has documents of its own: every other caller, whatever their rights, gets 404.
    myArchive: { expect: signedIn(404) },
    docType: { input: () => ({ params: { id: 'PAYE' } }) },
  }),
  ...rowsOf(documentFiling, {
    // Whom a file names, among Lyon's employees: nothing is kept.
    identify: {
      input: async (fx) => ({ body: uploadForm({ orgId: fx.lyonOrgId }, await textPdf(['Bulletin de paie'])) }),
    },
    // Filed again to the employee it already names: allowed, it changes nothing.
    refile: {
      input: (fx) => ({ params: { id: fx.lyonDocumentId }, body: { employeeId: fx.lyonEmployeeId } }),
    },
  }),
  ...rowsOf(documentLinks, {
    send: {
      expect: item(204),
      input: (fx) => ({ ...stored(fx), body: { email: 'destinataire@demo.liasse.example' } }),
    },
    // Public: a made-up token goes to the renewal page, and renewal answers the same for any token.
    open: { expect: everyone(303), input: () => ({ params: { token: 'made-up-token' } }) },
    renew: { input: () => ({ body: { token: 'made-up-token' } }) },
  }),
];
