/** The organisation screens, loaded together as one chunk (see index.ts). */
export { OrganizationCreate } from './OrganizationCreate';
export { OrganizationEdit } from './OrganizationEdit';
export { OrganizationList } from './OrganizationList';
export { OrganizationShow } from './OrganizationShow';
