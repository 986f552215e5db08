import type { Kysely } from 'kysely';
import {
  NEEDS_ACTION_STATUSES,
  nextPartnershipStatus,
  type PartnershipEvent,
  type PartnershipStatus,
} from '../../../common/partnershipLifecycle';
import type { TransmissionMode } from '../../../common/schemas/organizations';
import type { TPartnershipRequest, TPartnershipSearch, TPartnershipUpdate } from '../../../common/schemas/partnerships';
import type { Access } from '../../access/requestAccess';
import { assertVisibleOrganizations, partnershipGroupVisible } from '../../access/visibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError, notFound } from '../../http/errors';
import { findEstablishment } from '../orgDirectory/queries';
import { findPartnership, findVisiblePartnership, matchingPartnerships, partnershipPage } from './queries';

export const searchPartnerships = (ctx: AppContext, caller: Access, search: TPartnershipSearch) =>
  partnershipPage(matchingPartnerships(ctx.database.db, caller, search), search);

/** What the finalisation page lists: partnerships waiting for a contact email or for the contact. */
export const searchPartnershipsNeedingAction = (ctx: AppContext, caller: Access, search: TPartnershipSearch) =>
  partnershipPage(
    matchingPartnerships(ctx.database.db, caller, search).where('partnerships.status', 'in', NEEDS_ACTION_STATUSES),
    search,
  );

export const requireVisiblePartnership = async (ctx: AppContext, caller: Access, id: string) => {
  const partnership = await findVisiblePartnership(ctx.database.db, caller, id);
  if (!partnership) throw notFound('Partnership');
  return partnership;
};

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', 'The partnership cannot be saved', fields);

/** A group named by a save must be one the caller sees. */
const assertVisibleGroup = async (db: Kysely<DB>, caller: Access, groupId: string | null) => {
  if (groupId === null) return;
  const group = await db
    .selectFrom('partnership_groups')
    .select('id')
    .where('id', '=', groupId)
    .where(partnershipGroupVisible(caller, 'partnership_groups'))
    .executeTakeFirst();
  if (!group) throw invalid({ groupId: 'not_visible' });
};

/**
 * A partnership with the third party of this SIRET, for one of the caller's organisations: the
 * directory gives the third party's name and address; a SIRET it does not know is refused with
 * its own field error (spec section 8), since a partnership needs an identified organisation.
 */
export const requestPartnership = async (ctx: AppContext, caller: Access, input: TPartnershipRequest) => {
  const { db } = ctx.database;
  await assertVisibleOrganizations(db, caller, [input.orgId], 'orgId');
  await assertVisibleGroup(db, caller, input.groupId);
  const establishment = await findEstablishment(db, input.siret);
  if (!establishment) throw invalid({ siret: 'siret_unknown' });
  const { address } = establishment;
  const row = await db
    .insertInto('partnerships')
    .values({
      customer_id: caller.customerId,
      org_id: input.orgId,
      siret: establishment.siret,
      name: establishment.name ?? establishment.siret,
      street: address.street,
      postal: address.postal,
      zip_code: address.zipCode,
      city: address.city,
      country: address.country,
      reference: input.reference,
      group_id: input.groupId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error) => {
      throw isUniqueViolation(error) ? invalid({ siret: 'partnership_exists' }) : error;
    });
  // Its creator sees it even when their rules name only other third parties: they just made it.
  return findPartnership(db, row.id);
};

export const updatePartnership = async (ctx: AppContext, caller: Access, id: string, input: TPartnershipUpdate) => {
  const { db } = ctx.database;
  await requireVisiblePartnership(ctx, caller, id);
  await assertVisibleGroup(db, caller, input.groupId);
  const { address } = input;
  await db
    .updateTable('partnerships')
    .set({
      name: input.name,
      street: address.street,
      postal: address.postal,
      zip_code: address.zipCode,
      city: address.city,
      country: address.country,
      reference: input.reference,
      group_id: input.groupId,
    })
    .where('id', '=', id)
    .execute();
  return requireVisiblePartnership(ctx, caller, id);
};

export const setTransmissionMode = async (ctx: AppContext, caller: Access, id: string, mode: TransmissionMode) => {
  await requireVisiblePartnership(ctx, caller, id);
  await ctx.database.db.updateTable('partnerships').set({ transmission_mode: mode }).where('id', '=', id).execute();
  return requireVisiblePartnership(ctx, caller, id);
};

/** The status this event leads to from the partnership's current one, or 409 when it is not allowed. */
export const transitionOf = (
  partnership: { status: PartnershipStatus; contactValidated: boolean },
  event: PartnershipEvent,
): PartnershipStatus => {
  const next = nextPartnershipStatus(partnership.status, event, partnership);
  if (!next) throw new AppError(409, 'CONFLICT', `A ${partnership.status} partnership does not allow ${event}`);
  return next;
};

/**
 * Enables or disables a partnership. The update names the status it read, so that of two
 * concurrent changes the second one is refused rather than applied to a status it did not see.
 */
export const changeStatus = async (ctx: AppContext, caller: Access, id: string, event: 'enable' | 'disable') => {
  const partnership = await requireVisiblePartnership(ctx, caller, id);
  const status = transitionOf(partnership, event);
  const changed = await ctx.database.db
    .updateTable('partnerships')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', partnership.status)
    .executeTakeFirst();
  if (changed.numUpdatedRows === 0n) throw new AppError(409, 'CONFLICT', 'The partnership changed meanwhile');
  return requireVisiblePartnership(ctx, caller, id);
};
