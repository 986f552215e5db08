import { item, list, search, type Fixtures, type Rows } from './matrix';

const ruleBody = (fx: Fixtures) => ({
  name: 'Matrix rule',
  orgId: fx.lyonOrgId,
  userIds: [fx.lyonUserId],
  features: ['DOCUMENTS_LIST'],
});

export const ruleRows: Rows = {
  'POST /api/desk/access-rules': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/access-rules', body: search }),
    listed: (body: { accessRules: { id: string }[] }) => body.accessRules.map((rule) => rule.id),
    target: (fx) => fx.lyonRuleId,
  },
  'GET /api/desk/access-rule/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/access-rule/${fx.lyonRuleId}` }),
  },
  'POST /api/desk/access-rule': {
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({ method: 'POST', path: '/api/desk/access-rule', body: ruleBody(fx) }),
  },
  'PUT /api/desk/access-rule/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'PUT', path: `/api/desk/access-rule/${fx.lyonRuleId}`, body: ruleBody(fx) }),
  },
  'DELETE /api/desk/access-rule/:id': {
    expect: item(204),
    call: async (fx) => ({ method: 'DELETE', path: `/api/desk/access-rule/${await fx.disposable('rule')}` }),
  },
};
