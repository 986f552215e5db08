/**
 * The load bench's anchor, a process of its own: a bare Fastify (no plugins) answering the load's
 * calls with the SQL the server issues for them (recorded by recordedCalls.ts, read from the file
 * named by argv[2]), on the same pg driver and pool size; a preview or a download reads the same
 * blob from the same store. Sign-in reads the user's row and checks the password with the same
 * argon2id. No session, no access rules: those are the server's own work, which the ratio weighs.
 *
 *   DATABASE_URL=… DATA_DIR=… PORT=… node --import tsx bench/support/loadAnchor.ts calls.json
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';
import { account } from '../../common/api/account';
import { BASES } from '../../common/api/bases';
import type { CallDeclaration } from '../../common/api/call';
import { documentFiles, documents } from '../../common/api/documents';
import { CONNECTION_OPTIONS } from '../../server/db/postgresDatabase';
import { createFsBlobStore } from '../../server/storage/fsBlobStore';
import type { CallTemplate, UserCalls } from './recordedCalls';

const POOL_SIZE = 10; // as server/db/database.ts

const calls = new Map(
  (JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as UserCalls[]).map((user) => [user.login, user]),
);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE, options: CONNECTION_OPTIONS });
const blobs = createFsBlobStore(path.join(process.env.DATA_DIR!, 'blobs'));

/** Runs a call's statements, the recorded document id replaced by the one asked; answers every row. */
const run = async ({ steps }: CallTemplate, user: UserCalls, documentId?: string) => {
  const rows: Record<string, unknown>[] = [];
  for (const step of steps) {
    const results = await Promise.all(
      step.map(({ sql, parameters }) =>
        pool.query(
          sql,
          parameters.map((value) => (documentId && value === user.documentId ? documentId : value)),
        ),
      ),
    );
    for (const result of results) rows.push(...(result.rows as Record<string, unknown>[]));
  }
  return rows;
};

const callerOf = (request: FastifyRequest, reply: FastifyReply) => {
  const user = calls.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  if (!user) void reply.code(401).send({ error: 'unknown caller' });
  return user;
};

const blobOf = async (reply: FastifyReply, rows: Record<string, unknown>[], column: string, type: string) => {
  const key = rows.find((row) => typeof row[column] === 'string')?.[column] as string | undefined;
  if (!key) return reply.code(404).send({ error: 'no blob' });
  return reply.type(type).send(await blobs.get(key));
};

/** The route of a declared call, as Fastify writes it: `{name}` as `:name`, the product `desk` (the load's). */
const routeOf = ({ base, path }: CallDeclaration & { base: keyof typeof BASES }) =>
  `${BASES[base]}/${path.replace('{product}', 'desk').replace(/\{(\w+)\}/g, ':$1')}`;

const app = Fastify();
app.get('/health', async () => 'ok');
app.post<{ Body: { login: string; password: string } }>(routeOf(account.login), async (request, reply) => {
  const user = calls.get(request.body.login);
  const row = user && (await run(user.signIn, user))[0];
  if (!row || !(await verify(String(row.password_hash), request.body.password)))
    return reply.code(401).send({ error: 'wrong login' });
  return reply.header('set-authorization', user.login).send({ data: { login: user.login } });
});
app.post(routeOf(documents.search), async (request, reply) => {
  const user = callerOf(request, reply);
  if (!user) return reply;
  const template = user.bodies[JSON.stringify(request.body)];
  if (!template) return reply.code(400).send({ error: 'a body the load does not send' });
  return { docs: await run(template, user) };
});
app.get<{ Params: { id: string } }>(routeOf(documents.get), async (request, reply) => {
  const user = callerOf(request, reply);
  if (!user) return reply;
  return { data: await run(user.get, user, request.params.id) };
});
// The load asks for the first page only, the one recorded: any `x` is answered with it.
app.get<{ Params: { id: string } }>(routeOf(documentFiles.preview), async (request, reply) => {
  const user = callerOf(request, reply);
  if (!user) return reply;
  return blobOf(reply, await run(user.preview, user, request.params.id), 'png_key', 'image/png');
});
app.get<{ Params: { id: string } }>(routeOf(documentFiles.pdf), async (request, reply) => {
  const user = callerOf(request, reply);
  if (!user) return reply;
  return blobOf(reply, await run(user.download, user, request.params.id), 'blob_key', 'application/pdf');
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
