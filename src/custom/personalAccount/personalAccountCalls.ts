import type { DataProvider } from 'react-admin';
import { account } from '../../../common/api/account';
import type { CallBody } from '../../../common/api/call';
import { documentFiles } from '../../../common/api/documents';
import { employeeAccounts } from '../../../common/api/employees';
import type { Locale } from '../../../common/locales';
import { LETTER_COUNT_HEADER, LETTER_SKIPPED_HEADER } from '../../../common/schemas/employeeAccounts';
import type { ApiCall } from '../../dataProvider/call';
import { downloadedFile } from '../../resources/documents/calls';

/** Employees' personal document accounts: the bulk actions of the employees list, the activation, their own copy. */
export const personalAccountCalls = (call: ApiCall) => ({
  /** The tokens of a session that must then finalise the account. */
  activateAccount: async (body: CallBody<typeof account.activate>) => {
    const response = await call(account.activate, { body });
    return {
      authorization: response.headers.get('set-authorization') ?? '',
      refreshToken: response.headers.get('set-refresh-token') ?? '',
    };
  },
  createAccounts: async (ids: readonly string[]) =>
    (await call(employeeAccounts.create, { body: { ids: [...ids] } })).json.data,
  activationLetters: async (ids: readonly string[]) => {
    const response = await call(employeeAccounts.activationLetters, { body: { ids: [...ids] } }, { long: true });
    return {
      pdf: response.json,
      printed: Number(response.headers.get(LETTER_COUNT_HEADER) ?? 0),
      skipped: Number(response.headers.get(LETTER_SKIPPED_HEADER) ?? 0),
    };
  },
  /** Every document of the signed-in employee, with their index (type names in `locale`), in one zip (their own copy). */
  myDocumentsArchive: async (locale: Locale) =>
    downloadedFile(await call(documentFiles.myArchive, { query: { locale } }, { long: true }), 'mes-documents.zip'),
  remindEmployees: async (ids: readonly string[]) =>
    (await call(employeeAccounts.remind, { body: { ids: [...ids] } })).json.data,
});

export type PersonalAccountDataProvider = DataProvider & ReturnType<typeof personalAccountCalls>;
