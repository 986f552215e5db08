import type { TCollectorAccountInput } from '../../../common/schemas/collectors';
import { AppError } from '../../http/errors';
import type { OutboundPolicy } from '../../net/outboundPolicy';
import { AddressRefused, resolveOutbound } from '../../net/resolveOutbound';

/**
 * Refuses, under each host field, the accounts whose host resolves only to addresses collectors
 * may not reach (loopback, private, link-local…: `REMOTE_HOSTS_ALLOWED`). A name that does not
 * resolve yet is taken: the collection says "not reached" until it does, and checks again then.
 */
export const refuseInternalHosts = async (policy: OutboundPolicy, accounts: TCollectorAccountInput[]) => {
  const refused = await Promise.all(
    accounts.map((account) =>
      resolveOutbound(policy, account.host).then(
        () => false,
        (error: unknown) => error instanceof AddressRefused,
      ),
    ),
  );
  const fields = Object.fromEntries(
    refused.flatMap((isRefused, index) =>
      isRefused ? [[`accounts.${index}.host`, 'collector_host_not_allowed']] : [],
    ),
  );
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_ERROR', 'A host is on a network collectors may not reach', fields);
};
