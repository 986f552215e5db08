import { campaignFixtures, campaignRows } from './campaigns';
import { chorusFixtures, chorusRows } from './chorus';
import { collectorFixtures, collectorRows } from './collectors';
import { documentFixtures, documentReadRows } from './documents';
import { employeeGroupFixtures, employeeGroupRows } from './employeeGroups';
import { employeeAccountRows } from './employeeAccounts';
import { dsnImportFixtures, dsnImportRows } from './dsnImports';
import { documentFileRows } from './documentFiles';
import { employeeFixtures, employeeRows } from './employees';
import { groupFixtures, groupRows } from './groups';
import { maskFixtures, maskRows } from './masks';
import type { Fixtures, MatrixRow, Setup } from './matrix';
import { organizationRows } from './organizations';
import { outboxFixtures, outboxRows } from './outbox';
import { partnershipFixtures, partnershipRows } from './partnerships';
import { platformRows } from './platform';
import { closureRows, purgeFixtures, purgeRows, retentionRows } from './retention';
import { ruleFixtures, ruleRows } from './rules';
import { sessionRows } from './session';
import { signWorkflowFixtures, signWorkflowRows } from './signWorkflows';
import { userFixtures, userRows } from './users';

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

/** The shared targets and every area's own, built one area after the other: a missing one is a type error. */
export const fixturesFor = async (setup: Setup): Promise<Fixtures> => ({
  ...setup.shared,
  ...(await outboxFixtures(setup)),
  ...(await groupFixtures(setup)),
  ...(await userFixtures(setup)),
  ...(await ruleFixtures(setup)),
  ...(await dsnImportFixtures(setup)),
  ...(await partnershipFixtures(setup)),
  ...(await employeeFixtures(setup)),
  ...(await employeeGroupFixtures(setup)),
  ...(await documentFixtures(setup)),
  ...(await maskFixtures(setup)),
  ...(await campaignFixtures(setup)),
  ...(await signWorkflowFixtures(setup)),
  ...(await purgeFixtures(setup)),
  ...(await chorusFixtures(setup)),
  ...(await collectorFixtures(setup)),
});
