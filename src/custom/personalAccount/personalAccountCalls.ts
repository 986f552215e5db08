import type { DataProvider } from 'react-admin';
import type { TLoginResponse } from '../../../common/schemas/auth';
import {
  LETTER_COUNT_HEADER,
  LETTER_SKIPPED_HEADER,
  type TAccountsCreated,
  type TActivateAccountRequest,
  type TRemindersSent,
} from '../../../common/schemas/employeeAccounts';
import type { HttpClient } from '../../dataProvider/httpClient';

/** Employees' personal document accounts: the bulk actions of the employees list, and the activation. */
export const personalAccountCalls = (http: HttpClient) => ({
  /** The tokens of a session that must then finalise the account. */
  activateAccount: async (body: TActivateAccountRequest) => {
    const response = await http<TLoginResponse>({
      base: 'userDirectory',
      path: 'account/activate',
      method: 'POST',
      body,
    });
    return {
      authorization: response.headers.get('set-authorization') ?? '',
      refreshToken: response.headers.get('set-refresh-token') ?? '',
    };
  },
  createAccounts: async (ids: readonly string[]) =>
    (
      await http<{ data: TAccountsCreated }>({
        base: 'desk',
        path: 'employees/accounts',
        method: 'POST',
        body: { ids },
      })
    ).json.data,
  activationLetters: async (ids: readonly string[]) => {
    const response = await http<Blob>({
      base: 'desk',
      path: 'employees/activation-letters',
      method: 'POST',
      body: { ids },
      long: true,
      binary: true,
    });
    return {
      pdf: response.json,
      printed: Number(response.headers.get(LETTER_COUNT_HEADER) ?? 0),
      skipped: Number(response.headers.get(LETTER_SKIPPED_HEADER) ?? 0),
    };
  },
  remindEmployees: async (ids: readonly string[]) =>
    (await http<{ data: TRemindersSent }>({ base: 'desk', path: 'employees/remind', method: 'POST', body: { ids } }))
      .json.data,
});

export type PersonalAccountDataProvider = DataProvider & ReturnType<typeof personalAccountCalls>;
