import { closure } from '../../../common/api/closure';
import { purges, retention } from '../../../common/api/retention';
import { list, rowsOf, search, type AreaFixtures } from './matrix';

/** An organisation's retention policies: read and chosen where the caller sees. */
export const retentionRows = rowsOf(retention, {
  get: { input: (fx) => ({ params: { id: fx.lyonOrgId } }) },
  update: {
    input: (fx) => ({
      params: { id: fx.lyonOrgId },
      body: { policies: [{ docType: 'WCNT', rule: 'AFTER_DEPARTURE', years: 5, age: null }] },
    }),
  },
});

/** Legal holds and the purge (issue 30): DOCUMENTS_DELETE, on what the caller sees. */
export const purgeRows = rowsOf(purges, {
  hold: { input: (fx) => ({ body: { scope: 'ORGANIZATION', targetId: fx.lyonOrgId, reason: 'Contrôle' } }) },
  searchHolds: { expect: list, input: () => ({ body: search }) },
  release: { input: async (fx) => ({ params: { id: await fx.freshLegalHold() } }) },
  upcoming: { expect: list, input: () => ({ body: { ...search, filters: { withinDays: 30 } } }) },
  audit: { expect: list, input: () => ({ body: search }) },
  run: { expect: { ...list, otherCustomer: 202, filteredOut: 202, allowed: 202 } },
});

/** The closure notice: read by anyone signed in; announced by who sees the whole customer (the filtered caller does not). */
const announcing = { anonymous: 401, noFeature: 403, otherCustomer: 200, filteredOut: 404, allowed: 200 };
const inFourMonths = () => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() + 4);
  return day.toISOString().slice(0, 10);
};
export const closureRows = rowsOf(closure, {
  get: {},
  announce: { expect: announcing, input: () => ({ body: { closesOn: inFourMonths() } }) },
  withdraw: { expect: announcing },
});

export const purgeFixtures: AreaFixtures<'freshLegalHold'> = async ({ admin, shared }) => {
  let holds = 0;
  return {
    freshLegalHold: async () =>
      (
        await admin.ok(purges.hold, {
          body: { scope: 'ORGANIZATION', targetId: shared.lyonOrgId, reason: `Disposable ${++holds}` },
        })
      ).data.id,
  };
};
