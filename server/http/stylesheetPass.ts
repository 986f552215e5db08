import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page's Content-Security-Policy may name the stylesheet of the signed-in user's organisation
 * only; but the page itself is fetched without the Bearer token. After sign-in, the stylesheet
 * call hands the browser this cookie: the organisation whose stylesheet applies, signed, which
 * the next load of the page presents. No cookie, or a forged one: no stylesheet allowed.
 */
const COOKIE = 'liasse_style';
const MAX_AGE_SECONDS = 12 * 3600;

export type StylesheetPass = {
  give: (reply: FastifyReply, orgId: string | null) => void;
  /** The organisation the request's cookie names, if the server signed it. */
  orgOf: (request: FastifyRequest) => string | undefined;
};

/** `secure`: the portal is served over https, so the cookie never travels in clear. */
export const createStylesheetPass = (key: Uint8Array, { secure }: { secure: boolean }): StylesheetPass => {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const macOf = (orgId: string) => createHmac('sha256', key).update(`${COOKIE}:${orgId}`).digest('base64url');
  return {
    give: (reply, orgId) =>
      void reply.header(
        'set-cookie',
        orgId
          ? `${COOKIE}=${orgId}.${macOf(orgId)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`
          : `${COOKIE}=; Max-Age=0; ${attributes}`,
      ),
    orgOf: (request) => {
      const value = cookieValue(request.headers.cookie, COOKIE);
      const [orgId, mac] = value?.split('.') ?? [];
      if (!orgId || !mac || !/^[0-9a-f-]{36}$/.test(orgId)) return undefined;
      const expected = Buffer.from(macOf(orgId));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? orgId : undefined;
    },
  };
};

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
