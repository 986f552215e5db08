import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { PURGE_EXPIRED, purgeExpired } from '../../server/jobs/purgeExpired';
import { seedOrganizations } from '../../server/db/seed/bulk';
import { seedDemoTenant } from '../../server/db/seed/demo';
import { apiAs } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const HOUR = 60 * 60 * 1000;

describe('expired security records', () => {
  it('purges sessions a day after they end, while open and recently ended ones stay', async () => {
    const { db } = server.ctx.database;
    const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
    const now = Date.now();
    const rows = await db
      .insertInto('sessions')
      .values([
        {
          user_id: admin.id,
          idle_expires_at: new Date(now - 30 * HOUR),
          absolute_expires_at: new Date(now - 30 * HOUR),
        },
        { user_id: admin.id, idle_expires_at: new Date(now - 2 * HOUR), absolute_expires_at: new Date(now + HOUR) },
        {
          user_id: admin.id,
          idle_expires_at: new Date(now + HOUR),
          absolute_expires_at: new Date(now + 8 * HOUR),
          revoked_at: new Date(now - 25 * HOUR),
        },
        { user_id: admin.id, idle_expires_at: new Date(now + HOUR), absolute_expires_at: new Date(now + 8 * HOUR) },
      ])
      .returning('id')
      .execute();
    expect((await purgeExpired(db, new Date(now))).sessions).toBe(2);
    const left = await db
      .selectFrom('sessions')
      .select('id')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([rows[1].id, rows[3].id].sort());
  });

  it('forgets a DSN import 30 days after it ended, with its staged rows, and keeps one in progress', async () => {
    const { db } = server.ctx.database;
    const admin = await db
      .selectFrom('users')
      .select(['id', 'customer_id'])
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const at = (days: number) => new Date(now - days * 24 * HOUR);
    const imports = await db
      .insertInto('dsn_imports')
      .values(
        (
          [
            ['APPLIED', 31],
            ['READY', 45],
            ['REJECTED', 29],
            ['APPLYING', 60],
          ] as const
        ).map(([status, days]) => ({
          customer_id: admin.customer_id,
          user_id: admin.id,
          file_name: `${status}.dsn`,
          status,
          updated_at: at(days),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('dsn_import_rows')
      .values({ import_id: imports[0]!.id, seq: 1, kind: 'CREATE', line: 1 })
      .execute();
    expect((await purgeExpired(db, new Date(now))).dsnImports).toBe(2);
    const left = await db
      .selectFrom('dsn_imports')
      .select('file_name')
      .where(
        'id',
        'in',
        imports.map((row) => row.id),
      )
      .execute();
    expect(left.map((row) => row.file_name).sort()).toEqual(['APPLYING.dsn', 'REJECTED.dsn']);
    expect(
      await db.selectFrom('dsn_import_rows').select('seq').where('import_id', '=', imports[0]!.id).execute(),
    ).toEqual([]);
  });

  it('are purged by a nightly job that this process works', async () => {
    const schedules = await server.ctx.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(PURGE_EXPIRED);
    const { token } = await loginAs(server, 'hr');
    const jobId = await server.ctx.boss.send(PURGE_EXPIRED, {});
    await expect
      .poll(async () => (await server.ctx.boss.getJobById(PURGE_EXPIRED, jobId!))?.state, { timeout: 30_000 })
      .toBe('completed');
    // An open session survives the purge.
    const response = await apiAs(server, token)(account.logout);
    expect(response.status).toBe(204);
  });
});

describe('seeding', () => {
  it('creates the demo tenant once, however often it runs', async () => {
    expect(await seedDemoTenant(server.ctx.database.db)).toBe(false);
    const users = await server.ctx.database.db.selectFrom('users').select('login').orderBy('login').execute();
    expect(users.map((user) => user.login)).toEqual(['admin', 'hr', 'salarie']);
  });

  it('adds organisations in bulk for benchmarks, reporting progress', async () => {
    const progress: number[] = [];
    await seedOrganizations(server.ctx.database.db, 1200, (done) => progress.push(done));
    expect(progress.at(-1)).toBe(1200);
    const { n } = await server.ctx.database.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(1203);
  });
});
