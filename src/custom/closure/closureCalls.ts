import type { DataProvider } from 'react-admin';
import { closure } from '../../../common/api/closure';
import type { ApiCall } from '../../dataProvider/call';

/** The service's closure notice: read by everyone, announced or withdrawn by the customer's administrator. */
export const closureCalls = (call: ApiCall) => ({
  closureNotice: async () => (await call(closure.get)).json.data,
  announceClosure: async (closesOn: string) => (await call(closure.announce, { body: { closesOn } })).json.data,
  withdrawClosure: async () => (await call(closure.withdraw)).json.data,
});

export type ClosureDataProvider = DataProvider & ReturnType<typeof closureCalls>;

/** The query key of the notice, shared by the banner and the section that changes it. */
export const CLOSURE_QUERY = ['closure-notice'];
