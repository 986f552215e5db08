import { campaignRows } from './campaigns';
import { chorusRows } from './chorus';
import { collectorRows } from './collectors';
import { documentReadRows } from './documents';
import { employeeGroupRows } from './employeeGroups';
import { employeeAccountRows } from './employeeAccounts';
import { dsnImportRows } from './dsnImports';
import { documentFileRows } from './documentFiles';
import { employeeRows } from './employees';
import { groupRows } from './groups';
import { maskRows } from './masks';
import type { MatrixRow } from './matrix';
import { organizationRows } from './organizations';
import { outboxRows } from './outbox';
import { partnershipRows } from './partnerships';
import { platformRows } from './platform';
import { closureRows, purgeRows, retentionRows } from './retention';
import { ruleRows } from './rules';
import { sessionRows } from './session';
import { signWorkflowRows } from './signWorkflows';
import { userRows } from './users';

/**
 * Every area's rows. A new object of common/api/ gets its rows in its area's file, through rowsOf,
 * and a new area adds its file here; the test fails on any served call these rows lack.
 */
export const PERMISSION_MATRIX: MatrixRow[] = [
  ...platformRows,
  ...sessionRows,
  ...outboxRows,
  ...organizationRows,
  ...groupRows,
  ...userRows,
  ...ruleRows,
  ...employeeAccountRows,
  ...dsnImportRows,
  ...documentFileRows,
  ...partnershipRows,
  ...employeeRows,
  ...employeeGroupRows,
  ...documentReadRows,
  ...maskRows,
  ...campaignRows,
  ...signWorkflowRows,
  ...retentionRows,
  ...purgeRows,
  ...closureRows,
  ...chorusRows,
  ...collectorRows,
];
