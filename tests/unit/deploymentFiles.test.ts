import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SETTING_NAMES, loadConfig } from '../../server/config';

/**
 * The container files name settings and compiled files the rest of the project defines: a setting
 * renamed in server/config.ts, or an entry point moved, must fail here rather than in production.
 */

/** Variables a process reads that are Node's own, not the portal's settings. */
const NODE_VARIABLES = ['NODE_ENV'];
/** Settings that must stop `docker compose up` when missing rather than take a default. */
const REQUIRED_SECRETS = ['JWT_SECRET', 'SECRETS_KEY', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'DATABASE_URL'];

type Instruction = { keyword: string; args: string };

/** The Dockerfile's instructions (continuation lines joined, comments left out), stage by stage. */
const dockerfileStages = (text: string): Instruction[][] => {
  const instructions = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line)!;
      return { keyword: keyword.toUpperCase(), args };
    });
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
};

/** The names an ENV instruction sets: `ENV A=1 B=2`, or the older `ENV A 1`. */
const envNames = (args: string) =>
  args.includes('=')
    ? [...args.matchAll(/(?:^|\s)([A-Za-z_][A-Za-z0-9_]*)=/g)].map((match) => match[1])
    : [args.split(/\s+/)[0]];

/** Whether `node <file>` runs something the build writes: build/X.js is compiled from X.ts. */
const isBuiltFile = (file: string) => {
  const source = /^build\/(.+)\.js$/.exec(file)?.[1];
  return source !== undefined && existsSync(`${source}.ts`);
};

/** The file a `node <file>` command runs, from the exec form (a JSON array) or a list. */
const nodeScript = (command: string[]) => {
  expect(command[0]).toBe('node');
  return command[1];
};

describe('the Dockerfile', () => {
  const stages = dockerfileStages(readFileSync('Dockerfile', 'utf8'));
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs from another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0].some((step) => step.keyword === 'RUN' && step.args.includes('node scripts/build.mjs'))).toBe(true);
    expect(runtime.some((step) => step.keyword === 'RUN' && step.args.includes('npm ci --omit=dev'))).toBe(true);
  });

  it('runs the server as a user other than root', () => {
    const users = runtime.filter((step) => step.keyword === 'USER').map((step) => step.args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users.at(-1));
    const lastUser = runtime.findLastIndex((step) => step.keyword === 'USER');
    expect(runtime.findIndex((step) => step.keyword === 'CMD')).toBeGreaterThan(lastUser);
  });

  it('starts a file the build produces and names only settings the server knows', () => {
    const cmd = runtime.find((step) => step.keyword === 'CMD')!;
    expect(isBuiltFile(nodeScript(JSON.parse(cmd.args) as string[]))).toBe(true);
    const names = runtime.filter((step) => step.keyword === 'ENV').flatMap((step) => envNames(step.args));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !SETTING_NAMES.includes(name) && !NODE_VARIABLES.includes(name))).toEqual([]);
  });

  it('checks the process from inside with a probe the server answers', () => {
    const healthcheck = runtime.find((step) => step.keyword === 'HEALTHCHECK')!;
    expect(healthcheck.args).toMatch(/\/health\/live/);
    expect(healthcheck.args).toMatch(/process\.env\.PORT/);
  });
});

type Service = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[] };
};

describe('the compose file', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const { services } = compose;
  const environmentOf = (service: Service): Record<string, string> =>
    Array.isArray(service.environment)
      ? Object.fromEntries(service.environment.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
      : (service.environment ?? {});

  it('runs the portal beside PostgreSQL, its S3 server and a worker', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 's3', 'app', 'worker']));
    expect(services.app.build).toBeDefined();
    expect(services.worker.image).toBe(services.app.image);
  });

  it.each(['app', 'worker'])('gives the %s only settings the server knows', (name) => {
    const names = Object.keys(environmentOf(services[name]));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((setting) => !SETTING_NAMES.includes(setting))).toEqual([]);
  });

  it('trusts the one proxy in front of the app, as a setting the server accepts', () => {
    const { TRUST_PROXY } = environmentOf(services.app);
    expect(loadConfig({ TRUST_PROXY }).trustProxy).toBe(1);
  });

  it.each(['app', 'worker'])('stops before starting the %s when a secret is missing', (name) => {
    const environment = environmentOf(services[name]);
    for (const setting of REQUIRED_SECRETS) expect(environment[setting], setting).toMatch(/\$\{\w+:\?[^}]+\}/);
  });

  it('starts the worker from the file the build produces, with the settings of the web process', () => {
    expect(isBuiltFile(nodeScript(services.worker.command!))).toBe(true);
    const { RUN_WORKERS, ...web } = environmentOf(services.app);
    expect(RUN_WORKERS).toBe('false');
    expect(environmentOf(services.worker)).toEqual(web);
  });

  it('starts the portal once PostgreSQL answers its health check', () => {
    expect(services.postgres.healthcheck?.test?.join(' ')).toMatch(/pg_isready/);
    expect(services.app.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
  });
});
