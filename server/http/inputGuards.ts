import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * The path (`a.b.0`) of the first key or string holding a NUL character in a request's input,
 * '' for the input itself, or undefined. Walked without recursion: a body that no schema shaped
 * (a call without one) may nest as deep as JSON allows.
 */
export const findNulCharacter = (input: unknown): string | undefined => {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return itemPath;
      stack.push([item, itemPath]);
    }
  }
  return undefined;
};

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a query given one fails, which made a
 * 500 of any string input. Every call's params, query and body are checked once here, so no route
 * has to. As a preHandler it runs after the routes' feature gates (preValidation) and schemas:
 * a caller without the feature still gets 403, and a malformed body its field errors.
 */
export const registerInputGuards = (app: FastifyInstance): void => {
  app.addHook('preHandler', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, input] of Object.entries(parts)) {
      const path = findNulCharacter(input);
      if (path === undefined) continue;
      throw new AppError(400, 'VALIDATION_ERROR', `Invalid ${part}`, { [path || part]: 'nul_character' });
    }
  });
};
