/** The partnership group screens, loaded together as one chunk (see index.ts). */
export { PartnershipGroupCreate } from './PartnershipGroupCreate';
export { PartnershipGroupEdit } from './PartnershipGroupEdit';
export { PartnershipGroupList } from './PartnershipGroupList';
