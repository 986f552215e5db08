import { readdir, utimes } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from '../../server/jobs/sweepOrphanBlobs';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { makeDocument } from '../support/factories';
import { apiAs, urlOf } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(() => server.close());

const blobsRoot = () => path.join(server.ctx.config.dataDir, 'blobs');
const blobFile = (key: string) => path.join(blobsRoot(), key.slice(0, 2), key.slice(2, 4), key);
const age = async (key: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  await utimes(blobFile(key), when, when);
};

describe('the orphan blob sweep', () => {
  it('deletes old blobs no row names, and keeps recent ones and those in use', async () => {
    const { db } = server.ctx.database;
    const orphan = await server.ctx.blobs.put(Buffer.from(`orphelin ${Date.now()}`));
    const recent = await server.ctx.blobs.put(Buffer.from(`en cours ${Date.now()}`));
    const file = await textPdf(['Conservé']);
    const doc = await makeDocument(server, admin, { orgId: paris.id, docType: 'PAYE' }, file);
    const kept = (
      await db.selectFrom('documents').select('blob_key').where('id', '=', doc.id).executeTakeFirstOrThrow()
    ).blob_key!;
    const previewed = await apiAs(server, admin)(documentFiles.preview, {
      params: { id: doc.id, x: 1 },
      query: { width: 150 },
    });
    expect(previewed.status).toBe(200);
    const preview = (
      await db.selectFrom('document_previews').select('png_key').where('blob_key', '=', kept).executeTakeFirstOrThrow()
    ).png_key;
    for (const key of [orphan, kept, preview]) await age(key, ORPHAN_GRACE_MS + 3600_000);

    expect(await sweepOrphanBlobs(db, server.ctx.blobs)).toBe(1);
    expect(await server.ctx.blobs.has(orphan)).toBe(false);
    for (const key of [recent, kept, preview]) expect(await server.ctx.blobs.has(key)).toBe(true);
    expect(await sweepOrphanBlobs(db, server.ctx.blobs)).toBe(0);
  });
});

describe('an upload the client abandons mid-file', () => {
  it('leaves no row and no file behind', async () => {
    const { db } = server.ctx.database;
    const count = async () =>
      Number((await db.selectFrom('documents').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const boundary = 'liasse-abandoned';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n` +
        JSON.stringify({ orgId: paris.id, docType: 'PAYE' }) +
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="abandon.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n`,
    );
    const pdf = await textPdf(['Abandonné']);
    // A body the client abandons mid-file, on purpose: a raw request.
    const url = new URL(urlOf(server, documentFiles.upload));
    await new Promise<void>((resolve) => {
      const request = http.request(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + pdf.length + 10_000_000),
        },
      });
      request.on('error', () => resolve());
      request.on('response', (response) => {
        response.resume();
        resolve();
      });
      request.write(head);
      // Its start, and a good deal of padding, then the client goes.
      request.write(pdf.subarray(0, pdf.length - 20));
      request.write(Buffer.alloc(256 * 1024, 0x20), () => setTimeout(() => request.destroy(), 200));
    });
    // The server notices the broken body, removes its spool file, writes nothing.
    const spoolDir = path.join(blobsRoot(), 'tmp');
    const spooled = async () =>
      (await readdir(spoolDir, { recursive: true }).catch(() => [])).filter((name) => name.endsWith('.tmp'));
    await expect.poll(spooled, { timeout: 10_000 }).toEqual([]);
    expect(await count()).toBe(before);
    const events = await db.selectFrom('document_events').select('id').where('kind', '=', 'DEPOSIT').execute();
    expect(events).toHaveLength(before);
  });
});
