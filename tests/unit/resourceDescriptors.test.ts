import { createApiCall } from '../../src/dataProvider/call';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../common/features';
import { crumbsFor, placesFor } from '../../src/custom/layout/breadcrumbs';
import { menuEntries, type MenuEntry } from '../../src/custom/layout/menuEntries';
import { FIELD_MESSAGES, type HttpClient, type HttpRequest } from '../../src/dataProvider/httpClient';
import { RESOURCES_LIST } from '../../src/resources';
import { canAccessResource } from '../../src/resources/access';

const ADMIN = FEATURES;
/** The features of the rights e2e test's accountant: one rule, Users – List. */
const ACCOUNTANT = ['USERS_LIST'];

const labels = (entries: MenuEntry[]): unknown[] =>
  entries.map((entry) => ('children' in entry ? { [entry.labelKey]: labels(entry.children) } : entry.labelKey));

describe('resource descriptors', () => {
  it('give every resource a unique name, a list, and messages in every language', () => {
    const names = RESOURCES_LIST.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    for (const resource of RESOURCES_LIST) {
      expect(resource.list, resource.name).toBeDefined();
      expect(Object.keys(resource.messages).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl', 'pt']);
    }
  });

  it("no two areas explain the same field error code, and none explains one of the shell's own", () => {
    const codes = RESOURCES_LIST.flatMap(({ fieldMessages = {} }) => Object.keys(fieldMessages));
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((code) => code in FIELD_MESSAGES)).toEqual([]);
  });

  it('the home page shows the areas in a stated order, and no two pages share a public path', () => {
    const orders = RESOURCES_LIST.flatMap(({ home }) => (home ? [home.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
    const paths = RESOURCES_LIST.flatMap(({ publicRoutes = [] }) => publicRoutes.map(({ path }) => path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('an administrator sees every resource in the menu, in its folder and order, then My profile', () => {
    expect(labels(menuEntries(RESOURCES_LIST, ADMIN))).toEqual([
      'resources.ged.name',
      {
        'resources.retention.folder': [
          'resources.retention.name',
          'resources.retention/holds.name',
          'resources.retention/purges.name',
        ],
      },
      'resources.employees.name',
      'resources.employees.not_validated',
      'resources.employee-groups.name',
      'resources.organizations.name',
      'resources.campaigns.name',
      {
        'resources.sign-workflow.folder': [
          'resources.sign-workflow.name',
          'resources.sign-workflow/templates.name',
          'resources.sign-workflow/done.name',
        ],
      },
      'resources.partnership.name',
      {
        'liasse.menu.rights': [
          'resources.admin/rights/groups.name',
          'resources.admin/rights/users.name',
          'resources.admin/rights/rules.name',
        ],
      },
      { 'resources.chorus.folder': ['resources.chorus.name', 'resources.chorus/sent.name'] },
      'resources.collectors.name',
      'resources.outbox.name',
      'liasse.menu.account',
    ]);
  });

  it("'Employees not validated' opens the employees list with the account-state filter preset", () => {
    const entry = menuEntries(RESOURCES_LIST, ['EMPLOYEES_LIST']).find((e) => e.key === 'employees-not-validated');
    expect(entry && 'path' in entry && decodeURIComponent(entry.path)).toBe(
      '/employees?filter={"status":"ACTIVE","accountState":"NOT_FINALIZED"}',
    );
  });

  it('a user who may only list users sees the rights folder with users alone', () => {
    expect(labels(menuEntries(RESOURCES_LIST, ACCOUNTANT))).toEqual([
      { 'liasse.menu.rights': ['resources.admin/rights/users.name'] },
      'liasse.menu.account',
    ]);
    expect(labels(menuEntries(RESOURCES_LIST, []))).toEqual(['liasse.menu.account']);
  });

  it.each([
    ['admin/rights/users', 'list', ACCOUNTANT, true],
    ['admin/rights/users', 'create', ACCOUNTANT, false],
    ['admin/rights/users', 'edit', ACCOUNTANT, false],
    ['admin/rights/users', 'delete', ['USERS_LIST', 'USERS_EDIT'], false],
    ['admin/rights/users', 'delete', ['USERS_DELETE'], true],
    ['admin/rights/rules', 'show', ACCOUNTANT, false],
    ['admin/rights/rules', 'show', ['RIGHTS_MANAGE'], true],
    ['organizations', 'show', ['ORGANIZATIONS_LIST'], true],
    ['organizations', 'edit', ['ORGANIZATIONS_LIST'], false],
    ['organizations', 'edit', ['ORGANIZATIONS_EDIT'], true],
    ['organizations', 'delete', ADMIN, false],
    ['partnership', 'edit', ['PARTNERSHIPS_LIST'], false],
    ['partnership/groups', 'delete', ['PARTNERSHIPS_DELETE'], true],
    ['outbox', 'list', ['USERS_LIST', 'ORGANIZATIONS_LIST'], false],
    ['ged', 'list', ['DOCUMENTS_LIST'], true],
    ['ged', 'list', ['DOCUMENTS_UPLOAD'], false],
    ['campaigns', 'list', ['CAMPAIGNS_LIST'], true],
    ['campaigns', 'create', ['CAMPAIGNS_LIST'], false],
    ['campaigns', 'create', ['CAMPAIGNS_EDIT'], true],
    ['sign-workflow', 'list', ['SIGN'], false],
    ['sign-workflow', 'list', ['SIGN_WORKFLOWS_LIST'], true],
    ['sign-workflow', 'create', ['SIGN'], false],
    ['sign-workflow/templates', 'edit', ['SIGN_WORKFLOWS_EDIT'], true],
    ['sign-workflow/done', 'list', ['SIGN_WORKFLOWS_LIST'], true],
    ['chorus', 'list', ['CHORUS_RECEIVE'], true],
    ['chorus', 'list', ['CHORUS_SEND'], false],
    ['chorus/sent', 'list', ['CHORUS_SEND'], true],
    ['chorus/sent', 'show', ['CHORUS_LIST'], true],
    ['collectors', 'list', ['COLLECTORS_LIST'], true],
    ['collectors', 'show', ['COLLECTORS_LIST'], true],
    ['collectors', 'edit', ['COLLECTORS_LIST'], false],
    ['collectors', 'create', ['COLLECTORS_EDIT'], true],
    ['collectors', 'delete', ['COLLECTORS_EDIT'], false],
    ['collectors', 'delete', ['COLLECTORS_DELETE'], true],
    ['no-such-resource', 'list', ADMIN, false],
  ] as const)('canAccess %s %s with %j is %s', (resource, action, features, allowed) => {
    expect(canAccessResource(RESOURCES_LIST, features, { resource, action })).toBe(allowed);
  });

  it.each([
    ['/', ['liasse.menu.home']],
    ['/organizations', ['liasse.menu.home', 'resources.organizations.name']],
    ['/partnership/show/3f0c', ['liasse.menu.home', 'resources.partnership.name', 'ra.action.edit']],
    [
      '/partnership/finalize',
      ['liasse.menu.home', 'resources.partnership.name', 'resources.partnership.finalize.title'],
    ],
    ['/partnership/groups/create', ['liasse.menu.home', 'resources.partnership/groups.name', 'ra.action.create']],
    ['/organizations/create', ['liasse.menu.home', 'resources.organizations.name', 'ra.action.create']],
    ['/organizations/3f0c/show', ['liasse.menu.home', 'resources.organizations.name', 'ra.action.show']],
    ['/organizations/3f0c', ['liasse.menu.home', 'resources.organizations.name', 'ra.action.edit']],
    // A tab keeps its screen's crumbs.
    ['/organizations/3f0c/show/configuration', ['liasse.menu.home', 'resources.organizations.name', 'ra.action.show']],
    ['/organizations/3f0c/configuration', ['liasse.menu.home', 'resources.organizations.name', 'ra.action.edit']],
    ['/admin/rights', ['liasse.menu.home', 'liasse.menu.rights']],
    [
      '/admin/rights/users/3f0c/edit',
      ['liasse.menu.home', 'liasse.menu.rights', 'resources.admin/rights/users.name', 'ra.action.edit'],
    ],
    [
      '/admin/rights/rules/create',
      ['liasse.menu.home', 'liasse.menu.rights', 'resources.admin/rights/rules.name', 'ra.action.create'],
    ],
    [
      '/admin/rights/rules/3f0c',
      ['liasse.menu.home', 'liasse.menu.rights', 'resources.admin/rights/rules.name', 'ra.action.show'],
    ],
    ['/outbox', ['liasse.menu.home', 'resources.outbox.name']],
    ['/campaigns/create', ['liasse.menu.home', 'resources.campaigns.name', 'ra.action.create']],
    ['/campaigns/3f0c', ['liasse.menu.home', 'resources.campaigns.name', 'ra.action.show']],
    [
      '/sign-workflow/templates',
      ['liasse.menu.home', 'resources.sign-workflow.folder', 'resources.sign-workflow/templates.name'],
    ],
    [
      '/sign-workflow/done',
      ['liasse.menu.home', 'resources.sign-workflow.folder', 'resources.sign-workflow/done.name'],
    ],
    ['/sign-workflow/create', ['liasse.menu.home', 'resources.sign-workflow.folder', 'ra.action.create']],
    ['/sign-workflow/3f0c', ['liasse.menu.home', 'resources.sign-workflow.folder', 'ra.action.show']],
    ['/chorus', ['liasse.menu.home', 'resources.chorus.folder']],
    ['/retention/holds', ['liasse.menu.home', 'resources.retention.folder', 'resources.retention/holds.name']],
    ['/chorus/sent', ['liasse.menu.home', 'resources.chorus.folder', 'resources.chorus/sent.name']],
    ['/chorus/add', ['liasse.menu.home', 'resources.chorus.folder', 'resources.chorus.add.title']],
    ['/collectors/create', ['liasse.menu.home', 'resources.collectors.name', 'ra.action.create']],
    ['/collectors/3f0c', ['liasse.menu.home', 'resources.collectors.name', 'ra.action.edit']],
    [
      '/collectors/not-subcribed',
      ['liasse.menu.home', 'resources.collectors.name', 'resources.collectors.state_pages.NOT_SUBSCRIBED'],
    ],
    [
      '/collectors/wrong-identifiers',
      ['liasse.menu.home', 'resources.collectors.name', 'resources.collectors.state_pages.WRONG_IDENTIFIERS'],
    ],
    [
      '/collectors/collect-error',
      ['liasse.menu.home', 'resources.collectors.name', 'resources.collectors.state_pages.COLLECT_ERROR'],
    ],
    ['/admin/account', ['liasse.menu.home', 'liasse.menu.account']],
    ['/nowhere/at/all', []],
  ])('the breadcrumb of %s is %j', (pathname, keys) => {
    expect(crumbsFor(placesFor(RESOURCES_LIST), pathname).map((crumb) => crumb.labelKey)).toEqual(keys);
  });

  // GET collectorSubscriptions (spec section 7) takes the same values as query values.
  it("every resource's list goes through the one pager: {search, limit, page} out (a body, or a GET's query), {<items>, count} back", async () => {
    const sent: HttpRequest[] = [];
    const http = (async (request: HttpRequest) => {
      sent.push(request);
      // Whatever the items key, an empty page of 42 results.
      return {
        status: 200,
        headers: new Headers(),
        json: new Proxy({}, { get: (_, key) => (key === 'count' ? 42 : []) }),
      };
    }) as HttpClient;
    for (const resource of RESOURCES_LIST) {
      sent.length = 0;
      const result = await resource.calls(createApiCall(http, 'desk')).getList!(resource.name, {
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'Lyon' },
      });
      expect(result, resource.name).toEqual({ data: [], total: 42 });
      expect(sent).toHaveLength(1);
      const [{ method, path, body }] = sent;
      const values =
        method === 'GET'
          ? Object.fromEntries(
              [...new URLSearchParams(path.split('?')[1]).entries()].map(([key, value]) => [
                key,
                /^\d+$/.test(value) ? Number(value) : value,
              ]),
            )
          : body;
      expect(method, resource.name).toBe(resource.name === 'collectors' ? 'GET' : 'POST');
      expect(values, resource.name).toMatchObject({ search: 'Lyon', limit: 50, page: 3 });
      // No endpoint sorts on react-admin's default `id`.
      expect(values).not.toHaveProperty('sort');
    }
  });
});
