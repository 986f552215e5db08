import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { noRouteBody } from './errors';

// The API, and the probes and metrics an orchestrator reads: a mistyped probe path must fail, not
// pass with the page.
const API_PATH = /^\/(api|static|health|ready|metrics)(\/|$|\?)/;

/**
 * Serves the built front end (when `dist/` exists) and answers every other unknown GET with
 * index.html, so that the single-page app's own routes survive a reload. Unknown API paths get
 * the JSON 404.
 */
export const registerFrontEnd = async (app: FastifyInstance, frontEndDir: string): Promise<void> => {
  const hasFrontEnd = existsSync(path.join(frontEndDir, 'index.html'));
  if (hasFrontEnd) {
    await app.register(fastifyStatic, {
      root: frontEndDir,
      wildcard: false,
      // The .br and .gz files the build made beside each file, by the browser's Accept-Encoding.
      preCompressed: true,
      // Ours below; @fastify/static's own would write `max-age=0` over them.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches must keep the brotli, gzip and plain answers apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !API_PATH.test(request.url);
    if (hasFrontEnd && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(noRouteBody(request.method, request.url));
  });
};
