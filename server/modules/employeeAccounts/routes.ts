import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LETTER_COUNT_HEADER,
  LETTER_SKIPPED_HEADER,
  ZAccountsCreated,
  ZRemindersSent,
} from '../../../common/schemas/employeeAccounts';
import { ZEmployeeIds } from '../../../common/schemas/employees';
import { accessOf } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { ERRORS, gate } from '../../http/routeKit';
import { createAccounts } from './accounts';
import { printActivationLetters } from './letters';
import { remindEmployees } from './reminders';

/** Mounted on the desk base: the bulk actions on employees' personal document accounts. */
export const employeeAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employee accounts'];
    const canEdit = gate(ctx, 'EMPLOYEES_EDIT');

    app.post(
      '/employees/accounts',
      {
        ...canEdit,
        schema: {
          tags,
          summary: 'Create the personal document accounts of the selected employees',
          body: ZEmployeeIds,
          response: { 200: ZAccountsCreated, ...ERRORS },
        },
      },
      async (request) => ({ data: await createAccounts(ctx, await accessOf(ctx, request), request.body.ids) }),
    );

    app.post(
      '/employees/activation-letters',
      {
        ...canEdit,
        schema: {
          tags,
          summary: 'Print an activation letter per selected employee (a new code each), merged into one PDF',
          description:
            `Creates the accounts still missing; employees with a finalised account are left out (counted in ` +
            `${LETTER_SKIPPED_HEADER}). Each employee with an email also receives their code by email.`,
          body: ZEmployeeIds,
          response: { 200: z.any().describe('application/pdf'), ...ERRORS },
        },
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

    app.post(
      '/employees/remind',
      {
        ...canEdit,
        schema: {
          tags,
          summary: 'Remind the selected employees to activate their account (at most once a day each)',
          body: ZEmployeeIds,
          response: { 200: ZRemindersSent, ...ERRORS },
        },
      },
      async (request) => ({ data: await remindEmployees(ctx, await accessOf(ctx, request), request.body.ids) }),
    );
  };
