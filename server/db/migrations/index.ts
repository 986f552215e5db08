import type { Migration } from 'kysely';
import * as platform from './0001_platform';

/** Every migration, in order. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
};
