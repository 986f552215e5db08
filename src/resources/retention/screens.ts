/** The upcoming purges' screen, loaded as a chunk of its own (see index.ts). */
export { UpcomingPurgeList } from './UpcomingPurgeList';
