import type { DataProvider } from 'react-admin';
import { account } from '../../../common/api/account';
import type { CallBody } from '../../../common/api/call';
import type { ApiCall } from '../../dataProvider/call';

/** The calls of one's own account (spec section 4), as custom data provider methods. */
export const accountCalls = (call: ApiCall) => ({
  reinitPassword: async (login: string) => {
    await call(account.reinitPassword, { body: { login } });
  },
  resetPassword: async (body: CallBody<typeof account.resetPassword>) => {
    await call(account.resetPassword, { body });
  },
  currentUser: async () => (await call(account.current)).json.data,
  changePassword: async (body: CallBody<typeof account.changePassword>) => {
    await call(account.changePassword, { body });
  },
  finalizeAccount: async (body: CallBody<typeof account.finalize>) =>
    (await call(account.finalize, { body })).json.data,
});

/** The data provider as the account pages see it. */
export type AccountDataProvider = DataProvider & ReturnType<typeof accountCalls>;
