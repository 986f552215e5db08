import { z } from 'zod';
import { PARTNERSHIP_FILTER_KEYS, PARTNERSHIP_SORT_FIELDS } from '../partnershipFields';
import { PARTNERSHIP_STATUSES } from '../partnershipLifecycle';
import { ZSiret } from '../siret';
import { ZUuid } from './ids';
import { optionalText } from './optionalText';
import { TRANSMISSION_MODES, ZAddress, ZAddressWrite } from './organizations';
import { dataOf, pagedSearchOf, pageOf, ZDayRange } from './paging';

export { PARTNERSHIP_FILTER_KEYS, PARTNERSHIP_SORT_FIELDS } from '../partnershipFields';

const ZReference = optionalText(100);

/** `POST partnerships` (and `partnerships/need-user-action`): the paged search with the table's filters. */
export const ZPartnershipSearch = pagedSearchOf({
  sortFields: PARTNERSHIP_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    name: z.string().max(200).optional(),
    siret: z.string().max(14).optional(),
    status: z.enum(PARTNERSHIP_STATUSES).optional(),
    groupId: ZUuid.optional(),
    /** Creation day range, both ends included. */
    createdAt: ZDayRange.optional(),
  },
}).meta({ id: 'PartnershipSearch' });
export type TPartnershipSearch = z.infer<typeof ZPartnershipSearch>;
// The filter keys the front end sends are exactly the schema's.
type FilterKey = keyof NonNullable<TPartnershipSearch['filters']>;
const sameKeys: [FilterKey, (typeof PARTNERSHIP_FILTER_KEYS)[number]] extends [
  (typeof PARTNERSHIP_FILTER_KEYS)[number],
  FilterKey,
]
  ? true
  : never = true;
void sameKeys;

/**
 * A partnership with a third-party organisation. Its id is also the third party's id: the one
 * the spec's `/partnership/show/{thirdPartyId}`, access rules' third-party criteria and
 * documents name.
 */
export const ZPartnership = z
  .object({
    id: z.string(),
    siret: z.string(),
    name: z.string(),
    address: ZAddress,
    /** The customer's organisation the partnership belongs to. */
    orgId: z.string(),
    orgName: z.string(),
    status: z.enum(PARTNERSHIP_STATUSES),
    enabled: z.boolean(),
    transmissionMode: z.enum(TRANSMISSION_MODES),
    /** The customer's own reference for the third party. */
    reference: z.string().nullable(),
    /** The contact's email, once filled in. */
    email: z.string().nullable(),
    contactValidated: z.boolean(),
    groupId: z.string().nullable(),
    groupName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Partnership' });
export type TPartnership = z.infer<typeof ZPartnership>;
export const ZPartnershipPage = pageOf('partnerships', ZPartnership).meta({ id: 'PartnershipPage' });
export type TPartnershipPage = z.infer<typeof ZPartnershipPage>;
export const ZPartnershipResponse = dataOf(ZPartnership);

/** `POST partnership`: the third party by its SIRET; the directory fills its name and address. */
export const ZPartnershipRequest = z
  .object({
    siret: ZSiret,
    orgId: ZUuid,
    groupId: ZUuid.nullable().default(null),
    reference: ZReference,
  })
  .meta({ id: 'PartnershipRequest' });
export type TPartnershipRequest = z.infer<typeof ZPartnershipRequest>;

/** `PUT partnership/{id}`. */
export const ZPartnershipUpdate = z
  .object({
    name: z.string().trim().min(1).max(200),
    address: ZAddressWrite.default(ZAddressWrite.parse({})),
    reference: ZReference,
    groupId: ZUuid.nullable().default(null),
  })
  .meta({ id: 'PartnershipUpdate' });
export type TPartnershipUpdate = z.infer<typeof ZPartnershipUpdate>;

/** `POST partnership/{id}/fill-contact-mail`: the contact email is required (spec section 5). */
export const ZContactMail = z.object({ email: z.email().max(320) }).meta({ id: 'PartnershipContactMail' });

/** `POST partnership/{id}/validating-mail`: the contact confirms with the reference the email gave them. */
export const ZValidatingMail = z
  .object({ email: z.string().trim().min(1).max(320), reference: z.string().trim().min(1).max(200) })
  .meta({ id: 'PartnershipValidatingMail' });
export type TValidatingMail = z.infer<typeof ZValidatingMail>;

/** `POST partnership-group` and `PUT partnership-group/{id}`. */
export const ZPartnershipGroupWrite = z
  .object({ name: z.string().trim().min(1).max(200), partnerships: z.array(ZUuid).max(1000).default([]) })
  .meta({ id: 'PartnershipGroupWrite' });
export type TPartnershipGroupWrite = z.infer<typeof ZPartnershipGroupWrite>;

export const ZPartnershipGroupSearch = pagedSearchOf({
  sortFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {},
}).meta({ id: 'PartnershipGroupSearch' });
export type TPartnershipGroupSearch = z.infer<typeof ZPartnershipGroupSearch>;

/** A group of partnerships; it names only the partnerships the reader sees. */
export const ZPartnershipGroup = z
  .object({
    id: z.string(),
    name: z.string(),
    partnerships: z.array(z.object({ id: z.string(), name: z.string(), siret: z.string() })),
  })
  .meta({ id: 'PartnershipGroup' });
export type TPartnershipGroup = z.infer<typeof ZPartnershipGroup>;
export const ZPartnershipGroupPage = pageOf('groups', ZPartnershipGroup).meta({ id: 'PartnershipGroupPage' });
export const ZPartnershipGroupResponse = dataOf(ZPartnershipGroup);
