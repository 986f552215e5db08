import type { OutboundPolicy } from '../../../net/outboundPolicy';
import { AddressRefused, resolveOutbound } from '../../../net/resolveOutbound';
import { CollectorError } from './connector';

/** The address an account's host may be connected to, or the CollectorError that says why not (no connection is made). */
export const checkedAddress = async (policy: OutboundPolicy, host: string): Promise<string> => {
  try {
    return (await resolveOutbound(policy, host)).address;
  } catch (error) {
    if (error instanceof AddressRefused) throw new CollectorError('NOT_ALLOWED', error.message);
    throw new CollectorError('UNAVAILABLE', `resolve ${host}: ${(error as Error).message}`);
  }
};
