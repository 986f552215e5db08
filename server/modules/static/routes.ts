import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startFiles } from '../../../common/api/platform';
import type { TFrontConf } from '../../../common/schemas/frontConf';
import type { TI18nOverride } from '../../../common/schemas/i18n';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { BASES } from '../../../common/api/bases';
import { casLoginUrl } from '../cas/casClient';

/** Front configuration and per-customer message overrides. */
export const staticRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const frontConf: TFrontConf = {
      CAS_ENABLED: ctx.config.cas.enabled,
      CAS_LOGIN_URL: casLoginUrl(ctx.config),
      PRODUCT: ctx.config.productCode,
      I18N_ID: ctx.config.i18nId,
      CAMPAIGN_REFRESH_MS: ctx.config.campaignRefreshSeconds * 1000,
      BASES,
    };

    // Small and read at every start of the front end: always revalidated, so a change applies at once.
    app.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-cache'));

    const tags = ['static'];
    serveCall(app, ctx, startFiles.frontConf, { tags, summary: 'Front-end configuration' }, async () => frontConf);
    serveCall(
      app,
      ctx,
      startFiles.i18nOverride,
      { tags, summary: "A customer's overrides of the bundled messages for one locale" },
      async (request) => {
        const row = await ctx.database.db
          .selectFrom('i18n_overrides')
          .select(['messages', 'date_time_formats'])
          .where('id', '=', request.params.id)
          .where('locale', '=', request.params.locale)
          .executeTakeFirst();
        // No overrides is an empty set of them, so the front end can always fetch this.
        if (!row) return { messages: {}, dateTimeFormats: {} };
        return { messages: row.messages, dateTimeFormats: row.date_time_formats } as TI18nOverride;
      },
    );
  };
