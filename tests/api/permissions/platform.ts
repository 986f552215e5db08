import { everyone, type Rows } from './matrix';

export const platformRows: Rows = {
  'GET /health': { expect: everyone(200), call: () => ({ method: 'GET', path: '/health' }) },
  'GET /ready': { expect: everyone(200), call: () => ({ method: 'GET', path: '/ready' }) },
  'GET /health/live': { expect: everyone(200), call: () => ({ method: 'GET', path: '/health/live' }) },
  'GET /health/ready': { expect: everyone(200), call: () => ({ method: 'GET', path: '/health/ready' }) },
  'GET /static/front_conf.json': {
    expect: everyone(200),
    call: () => ({ method: 'GET', path: '/static/front_conf.json' }),
  },
  'GET /static/i18n/:id/:locale.json': {
    expect: everyone(200),
    call: () => ({ method: 'GET', path: '/static/i18n/default/fr.json' }),
  },
};
