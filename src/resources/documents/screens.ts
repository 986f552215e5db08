/** The document safe's screens, loaded together as one chunk (see index.ts). */
export { GedPage } from './GedPage';
export { RenewLinkPage } from './RenewLinkPage';
