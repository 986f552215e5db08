import type {
  TChangePasswordRequest,
  TCurrentUserResponse,
  TFinalizeAccountRequest,
  TResetPasswordRequest,
} from '../../../common/schemas/auth';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../dataProvider/httpClient';

/** The calls of one's own account (spec section 4), as custom data provider methods. */
export const accountCalls = (http: HttpClient) => ({
  reinitPassword: async (login: string) => {
    await http({ base: 'userDirectory', path: 'reinit-password', method: 'POST', body: { login } });
  },
  resetPassword: async (body: TResetPasswordRequest) => {
    await http({ base: 'userDirectory', path: 'reinit-password/confirm', method: 'POST', body });
  },
  currentUser: async () =>
    (await http<TCurrentUserResponse>({ base: 'userDirectory', path: 'user/current' })).json.data,
  changePassword: async (body: TChangePasswordRequest) => {
    await http({ base: 'userDirectory', path: 'users/change-password', method: 'POST', body });
  },
  finalizeAccount: async (body: TFinalizeAccountRequest) =>
    (await http<TCurrentUserResponse>({ base: 'userDirectory', path: 'user/current/finalize', method: 'POST', body }))
      .json.data,
});

/** The data provider as the account pages see it. */
export type AccountDataProvider = DataProvider & ReturnType<typeof accountCalls>;
