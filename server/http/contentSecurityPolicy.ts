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

/** The policy, allowing besides the portal's own styles the given stylesheet. */
export const contentSecurityPolicy = (stylesheet: string | null): string =>
  Object.entries({
    ...BASE_DIRECTIVES,
    'style-src': [...BASE_DIRECTIVES['style-src']!, ...(stylesheet ? [stylesheet] : [])],
  })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * Every response gets the policy; the page itself (HTML) also allows the stylesheet of the
 * signed-in user's organisation chain (extraOptions.specificCSSUrl), and no other: the page is
 * served before sign-in too, so the request says whose stylesheet it is (see stylesheetPass.ts).
 */
export const registerContentSecurityPolicy = (
  app: FastifyInstance,
  stylesheetFor: (request: FastifyRequest) => Promise<string | null>,
) => {
  const basePolicy = contentSecurityPolicy(null);
  app.addHook('onSend', async (request, reply, payload) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header('content-security-policy', isPage ? await pagePolicy(request) : basePolicy);
    return payload;
  });
  // Without the database, the page still loads, only without the organisation's stylesheet.
  const pagePolicy = async (request: FastifyRequest) => {
    try {
      return contentSecurityPolicy(await stylesheetFor(request));
    } catch (error) {
      request.log.warn({ err: error }, 'organisation stylesheet unavailable');
      return basePolicy;
    }
  };
};
