import type { CallBody } from '../../../common/api/call';
import { accessRules } from '../../../common/api/rights';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

const ruleBody = (fx: Fixtures): CallBody<typeof accessRules.create> => ({
  name: 'Matrix rule',
  orgId: fx.lyonOrgId,
  userIds: [fx.lyonUserId],
  features: ['DOCUMENTS_LIST'],
});

export const ruleRows = rowsOf(accessRules, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.accessRules.map((rule) => rule.id),
    target: (fx) => fx.lyonRuleId,
  },
  get: { input: (fx) => ({ params: { id: fx.lyonRuleId } }) },
  create: {
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    input: (fx) => ({ body: ruleBody(fx) }),
  },
  update: { input: (fx) => ({ params: { id: fx.lyonRuleId }, body: ruleBody(fx) }) },
  delete: { input: async (fx) => ({ params: { id: await fx.freshRule() } }) },
});

export const ruleFixtures: AreaFixtures<'lyonRuleId' | 'freshRule'> = async ({ admin, shared }) => {
  let rules = 0;
  const ruleOf = async (name = `Disposable ${++rules}`) =>
    (
      await admin.ok(accessRules.create, {
        body: { name, orgId: shared.lyonOrgId, userIds: [shared.lyonUserId], features: ['DOCUMENTS_LIST'] },
      })
    ).data.id;
  return { lyonRuleId: await ruleOf('Lyon payslips'), freshRule: () => ruleOf() };
};
