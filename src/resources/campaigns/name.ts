import { messageKeys } from '../messageKeys';
import type { CampaignMessages } from './messages/fr';

/** The dispatch campaigns' name for react-admin, which is also their route: /campaigns (spec section 2). */
export const CAMPAIGNS = 'campaigns';

/** A key of its texts (`resources.${CAMPAIGNS}.…`), checked against messages/fr.ts. */
export const t = messageKeys<CampaignMessages>(CAMPAIGNS);
/** A campaign text's path, for a key passed around before it is made (`t(path)`). */
export type CampaignKey = Parameters<typeof t>[0];
