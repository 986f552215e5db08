/** The partnership screens, loaded together as one chunk (see index.ts). */
export { PartnershipCreate } from './PartnershipCreate';
export { PartnershipCreated } from './PartnershipCreated';
export { PartnershipEdit } from './PartnershipEdit';
export { PartnershipFinalize } from './PartnershipFinalize';
export { PartnershipList } from './PartnershipList';
export { PartnershipValidationPage } from './PartnershipValidationPage';
