import type { FastifyInstance, FastifyRequest } from 'fastify';

const BASE_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // MUI (emotion) injects its styles at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy, allowing besides the portal's own styles exactly the given stylesheets. */
export const contentSecurityPolicy = (stylesheets: string[]): string =>
  Object.entries({ ...BASE_DIRECTIVES, 'style-src': [...BASE_DIRECTIVES['style-src']!, ...stylesheets] })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Every response gets the policy; the page itself (HTML) also allows the stylesheets the
 * organisations configured (extraOptions.specificCSSUrl), read when the page is served so a new
 * one applies at the next load, in every process.
 */
export const registerContentSecurityPolicy = (app: FastifyInstance, configuredStylesheets: () => Promise<string[]>) => {
  const basePolicy = contentSecurityPolicy([]);
  app.addHook('onSend', async (request, reply, payload) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', isPage ? await pagePolicy(request) : basePolicy);
    return payload;
  });
  // Without the list (the database is away), the page still loads, only without the organisations' stylesheets.
  const pagePolicy = async (request: FastifyRequest) => {
    try {
      return contentSecurityPolicy(await configuredStylesheets());
    } catch (error) {
      request.log.warn({ err: error }, 'configured stylesheets unavailable');
      return basePolicy;
    }
  };
};
