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
import type { Rows } from './matrix';
import { organizationRows } from './organizations';
import { outboxRows } from './outbox';
import { partnershipRows } from './partnerships';
import { platformRows } from './platform';
import { closureRows, retentionRows } from './retention';
import { ruleRows } from './rules';
import { sessionRows } from './session';
import { signWorkflowRows } from './signWorkflows';
import { userRows } from './users';

/** Every area's rows. A new area adds its file here. */
export const PERMISSION_MATRIX: Rows = {
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
  ...closureRows,
  ...chorusRows,
  ...collectorRows,
};
