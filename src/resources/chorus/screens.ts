/** The Chorus screens, loaded together as one chunk (see index.ts). */
export { ChorusAdd } from './ChorusAdd';
export { ChorusReceivedList, ChorusSentList } from './ChorusLists';
