/** The user screens, loaded together as one chunk (see index.ts). */
export { UserCreate } from './UserCreate';
export { UserEdit } from './UserEdit';
export { UserList } from './UserList';
