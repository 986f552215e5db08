/** The retention screens, loaded as a chunk of their own (see index.ts). */
export { LegalHoldList } from './LegalHoldList';
export { PurgeLogList } from './PurgeLogList';
export { UpcomingPurgeList } from './UpcomingPurgeList';
