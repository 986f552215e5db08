/** Spec section 4: a campaign's detail refreshes every 10 s while a job splits or dispatches it. */
export const CAMPAIGN_REFRESH_MS = 10_000;
