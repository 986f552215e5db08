import { createSessionStore } from './sessionStore';

/** The one session of this browser tab's portal. */
export const session = createSessionStore(localStorage);
