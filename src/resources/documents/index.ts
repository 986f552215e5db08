import FolderIcon from '@mui/icons-material/Folder';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { documentCalls, documentExtraCalls } from './calls';
import { messages } from './messages';
import { GED } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.

/** /ged: the document safe: folders, the documents list, upload and detail (issue 11). */
export default {
  name: GED,
  list: screen('GedPage'),
  icon: FolderIcon,
  recordRepresentation: (doc) => String(doc.fileName),
  // The spec's menu: Home, Folders, Employees…
  menu: { order: 3 },
  access: { list: ['DOCUMENTS_LIST'], show: ['DOCUMENTS_LIST'] },
  calls: documentCalls,
  extraCalls: documentExtraCalls,
  messages,
  publicRoutes: [{ path: '/renew-direct-doc-download-link', screen: screen('RenewLinkPage') }],
  home: { order: 20, links: homeCards.SendDocumentLink, counts: homeCards.UnreadDocumentsCount },
} satisfies ResourceDescriptor;
