import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import type { Feature } from '../../../common/features';
import type { EmployeesDataProvider } from './calls';

/** One bulk action of the employees list: shown to users with one of its features. */
export type EmployeeBulkAction = {
  key: string;
  labelKey: string;
  icon: ReactNode;
  features: readonly Feature[];
  /** Does it on the selected employees; answers the message to show. */
  run: (
    dataProvider: EmployeesDataProvider,
    ids: Identifier[],
  ) => Promise<{ messageKey: string; options?: Record<string, unknown> }>;
};
