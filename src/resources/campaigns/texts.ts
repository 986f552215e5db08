import { CAMPAIGNS } from './name';

/** A campaign text's key under `resources.campaigns` (messages/fr.ts). */
export const t = (key: string) => `resources.${CAMPAIGNS}.${key}`;
