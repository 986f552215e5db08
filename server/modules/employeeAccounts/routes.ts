import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeAccounts } from '../../../common/api/employees';
import { LETTER_COUNT_HEADER, LETTER_SKIPPED_HEADER } from '../../../common/schemas/employeeAccounts';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { serveCall } from '../../http/serveCall';
import { createAccounts } from './accounts';
import { printActivationLetters } from './letters';
import { remindEmployees } from './reminders';

/** The bulk actions on employees' personal document accounts. */
export const employeeAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employee accounts'];

    serveCall(
      app,
      ctx,
      employeeAccounts.create,
      { tags, summary: 'Create the personal document accounts of the selected employees' },
      async (request) => ({ data: await createAccounts(ctx, await accessOf(ctx, request), request.body.ids) }),
    );
    serveCall(
      app,
      ctx,
      employeeAccounts.activationLetters,
      {
        tags,
        summary: 'Print an activation letter per selected employee (a new code each), merged into one PDF',
        description:
          `Creates the accounts still missing; employees with a finalised account are left out (counted in ` +
          `${LETTER_SKIPPED_HEADER}). Each employee with an email also receives their code by email.`,
      },
      async (request, reply) => {
        const letters = await printActivationLetters(ctx, await accessOf(ctx, request), request.body.ids);
        return reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="lettres-activation.pdf"')
          .header('cache-control', 'no-store')
          .header(LETTER_COUNT_HEADER, String(letters.printed))
          .header(LETTER_SKIPPED_HEADER, String(letters.skipped))
          .send(Buffer.from(letters.pdf));
      },
    );
    serveCall(
      app,
      ctx,
      employeeAccounts.remind,
      { tags, summary: 'Remind the selected employees to activate their account (at most once a day each)' },
      async (request) => ({ data: await remindEmployees(ctx, await accessOf(ctx, request), request.body.ids) }),
    );
  };
