import { XMLParser } from 'fast-xml-parser';
import type { Config } from '../../config';
import { publicUrl } from '../../publicUrl';
import { BASES } from '../../../common/api/bases';

/** Where the CAS server sends the browser back with a service ticket. */
export const casServiceUrl = (config: Config) => `${publicUrl(config)}${BASES.userDirectory}/cas/callback`;

export const casLoginUrl = (config: Config) =>
  config.cas.enabled && config.cas.url
    ? `${config.cas.url}/login?service=${encodeURIComponent(casServiceUrl(config))}`
    : null;

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

/** A CAS user, or why not: the CAS server refused the ticket, or could not be asked or read. */
export type TicketValidation = { user: string } | { failure: 'refused' | 'unavailable' };

/** CAS 3.0 ticket validation (`/p3/serviceValidate`). */
export const validateServiceTicket = async (
  casUrl: string,
  service: string,
  ticket: string,
): Promise<TicketValidation> => {
  const url = `${casUrl}/p3/serviceValidate?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { failure: 'unavailable' };
    const answer = parser.parse(await response.text())?.serviceResponse;
    const user = answer?.authenticationSuccess?.user;
    if (typeof user === 'string' && user.trim()) return { user: user.trim() };
    return { failure: answer?.authenticationFailure === undefined ? 'unavailable' : 'refused' };
  } catch {
    return { failure: 'unavailable' };
  }
};
