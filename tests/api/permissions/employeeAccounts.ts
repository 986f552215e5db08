import { employeeAccounts } from '../../../common/api/employees';
import { rowsOf, type Fixtures } from './matrix';

const lyonEmployee = (fx: Fixtures) => ({ body: { ids: [fx.lyonEmployeeId] } });

/** Personal document accounts: the bulk actions need EMPLOYEES_EDIT and employees the caller sees. */
export const employeeAccountRows = rowsOf(employeeAccounts, {
  create: { input: lyonEmployee },
  activationLetters: { input: lyonEmployee },
  remind: { input: lyonEmployee },
});
