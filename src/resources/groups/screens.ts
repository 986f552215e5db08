/** The user group screens, loaded together as one chunk (see index.ts). */
export { GroupCreate } from './GroupCreate';
export { GroupEdit } from './GroupEdit';
export { GroupList } from './GroupList';
