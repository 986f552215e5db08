import type { Config } from './config';

/**
 * Where users reach the portal, for links in messages. Never taken from the request's Host
 * header: a forged host would send password reset links to an attacker's site.
 */
export const publicUrl = (config: Pick<Config, 'publicUrl' | 'port'>): string =>
  config.publicUrl ?? `http://localhost:${config.port}`;
