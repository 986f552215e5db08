import { XMLParser } from 'fast-xml-parser';
import type { Config } from '../../config';
import { publicUrl } from '../../publicUrl';
import { BASES } from '../bases';

/** Where the CAS server sends the browser back with a service ticket. */
export const casServiceUrl = (config: Config) => `${publicUrl(config)}${BASES.userDirectory}/cas/callback`;

export const casLoginUrl = (config: Config) =>
  config.cas.enabled && config.cas.url
    ? `${config.cas.url}/login?service=${encodeURIComponent(casServiceUrl(config))}`
    : null;

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

/**
 * CAS 3.0 ticket validation (`/p3/serviceValidate`): the CAS user name on success, undefined on
 * any failure (refused ticket, unreachable server, unreadable answer).
 */
export const validateServiceTicket = async (
  casUrl: string,
  service: string,
  ticket: string,
): Promise<string | undefined> => {
  const url = `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    const user = parser.parse(await response.text())?.serviceResponse?.authenticationSuccess?.user;
    return typeof user === 'string' && user.trim() ? user.trim() : undefined;
  } catch {
    return undefined;
  }
};
