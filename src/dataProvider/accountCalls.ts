import type {
  TChangePasswordRequest,
  TCurrentUserResponse,
  TFinalizeAccountRequest,
  TResetPasswordRequest,
} from '../../common/schemas/auth';
import type { HttpClient } from './httpClient';

/** The account calls of the spec that are not a resource's: react-admin's custom data provider methods. */
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
  unblockUser: async (id: string) => {
    await http({ base: 'userDirectory', path: `user/${id}/unblock`, method: 'POST', body: {} });
  },
  finalizeAccount: async (body: TFinalizeAccountRequest) =>
    (await http<TCurrentUserResponse>({ base: 'userDirectory', path: 'user/current/finalize', method: 'POST', body }))
      .json.data,
});

export type AccountCalls = ReturnType<typeof accountCalls>;
