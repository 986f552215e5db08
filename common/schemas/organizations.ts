import { z } from 'zod';
import { DOC_TYPES } from '../docTypes';
import { ZSiret } from '../siret';
import { ZDay } from './dates';
import { ZId } from './ids';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable().default(null));

export const ORGANIZATION_SORT_FIELDS = ['name', 'siret', 'city', 'createdAt'] as const;
export const ORGANIZATION_KINDS = ['root', 'child'] as const;

/** Spec section 7 `POST organizations`: the paged search, with the table's per-column filters. */
export const ZOrganizationSearch = z
  .object({
    search: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(100).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
    /** Only these (react-admin's getMany). */
    ids: z.array(ZId).max(100).optional(),
    sort: z
      .object({ field: z.enum(ORGANIZATION_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) })
      .default({ field: 'name', order: 'ASC' }),
    filters: z
      .object({
        name: z.string().max(200).optional(),
        siret: z.string().max(14).optional(),
        city: z.string().max(200).optional(),
        /** Creation day range, both ends included. */
        createdAt: z.object({ start: ZDay.optional(), end: ZDay.optional() }).optional(),
        kind: z.enum(ORGANIZATION_KINDS).optional(),
      })
      .default({}),
  })
  .meta({ id: 'OrganizationSearch' });
export type TOrganizationSearch = z.infer<typeof ZOrganizationSearch>;

const ADDRESS_FIELDS = { street: 300, postal: 100, zipCode: 20, city: 200, country: 100, phone: 40 } as const;
type AddressField = keyof typeof ADDRESS_FIELDS;
const addressOf = <T extends z.ZodType>(field: (max: number) => T) =>
  z.object(
    Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([name, max]) => [name, field(max)])) as Record<
      AddressField,
      T
    >,
  );

/** The address as read. (`postal` is the special distribution: BP, CS, TSA…) */
export const ZAddress = addressOf(() => z.string().nullable());
export type TAddress = z.infer<typeof ZAddress>;
/** The address as written: blanks are no value. */
export const ZAddressWrite = addressOf(optionalText);

/** One row of the organisations list. */
export const ZOrganizationSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    siret: z.string().nullable(),
    parentId: z.string().nullable(),
    parentName: z.string().nullable(),
    isRoot: z.boolean(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'OrganizationSummary' });
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const DISTRIBUTION_MODES = ['AUTOMATIC', 'WITH_VALIDATION'] as const;
export const TRANSMISSION_MODES = ['DEFAULT', 'LINK', 'ATTACHMENT'] as const;
export const RECEPTION_MODES = ['EMITTER_CHOICE', 'LINK', 'ATTACHMENT'] as const;

/** `POST` and `PUT organization`. The invoicing password is write-only: null keeps the stored one. */
export const ZOrganizationWrite = z
  .object({
    name: z.string().trim().min(1).max(200),
    siret: ZSiret,
    /** Required, except on the customer's root organisation, which has none and keeps none. */
    parentId: ZId.nullable(),
    address: ZAddressWrite.default(ZAddressWrite.parse({})),
    distribution: z.enum(DISTRIBUTION_MODES).default('AUTOMATIC'),
    invoicingLogin: optionalText(200),
    invoicingPassword: z.preprocess(emptyToNull, z.string().max(200).nullable().default(null)),
  })
  .meta({ id: 'OrganizationWrite' });
export type TOrganizationWrite = z.infer<typeof ZOrganizationWrite>;

/** `PUT organization` may also clear the stored invoicing password. */
export const ZOrganizationUpdate = ZOrganizationWrite.extend({
  clearInvoicingPassword: z.boolean().default(false),
}).meta({ id: 'OrganizationUpdate' });
export type TOrganizationUpdate = z.infer<typeof ZOrganizationUpdate>;

export const ZOrganizationRef = z.object({ id: z.string(), name: z.string() });

/** `GET organization/{id}`. */
export const ZOrganization = z
  .object({
    id: z.string(),
    name: z.string(),
    siret: z.string().nullable(),
    parentId: z.string().nullable(),
    isRoot: z.boolean(),
    address: ZAddress,
    distribution: z.enum(DISTRIBUTION_MODES),
    invoicingLogin: z.string().nullable(),
    /** Whether a password is stored; the password itself never leaves the server. */
    hasInvoicingPassword: z.boolean(),
    ancestors: z.array(ZOrganizationRef),
    createdAt: z.string(),
  })
  .meta({ id: 'Organization' });
export type TOrganization = z.infer<typeof ZOrganization>;

/** An https stylesheet address, written as the page's Content-Security-Policy will list it; else null. */
export const normalizeCssUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    // Characters that would end or split a source in the policy header are refused, not escaped.
    const safe = url.protocol === 'https:' && !url.username && !url.password && !/[;,'"\s]/.test(url.href);
    return safe ? url.href : null;
  } catch {
    return null;
  }
};

const ZCssUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => normalizeCssUrl(value) !== null, { message: 'https_url', params: { code: 'https_url' } });

const ZConfFields = {
  transmissionMode: z.enum(TRANSMISSION_MODES),
  receptionMode: z.enum(RECEPTION_MODES),
  docTypes: z.array(z.enum(DOC_TYPES)).max(DOC_TYPES.length),
};

/** `GET organization/{id}/conf`. */
export const ZOrganizationConf = z
  .object({ ...ZConfFields, extraOptions: z.object({ specificCSSUrl: z.string().nullable() }) })
  .meta({ id: 'OrganizationConf' });
export type TOrganizationConf = z.infer<typeof ZOrganizationConf>;

/** `PUT organization/{id}/conf`: what is left out takes its default. */
export const ZOrganizationConfWrite = z
  .object({
    transmissionMode: ZConfFields.transmissionMode.default('DEFAULT'),
    receptionMode: ZConfFields.receptionMode.default('EMITTER_CHOICE'),
    docTypes: ZConfFields.docTypes.default([...DOC_TYPES]),
    extraOptions: z
      .object({ specificCSSUrl: z.preprocess(emptyToNull, ZCssUrl.nullable().default(null)) })
      .default({ specificCSSUrl: null }),
  })
  .meta({ id: 'OrganizationConfWrite' });

/** `GET organizations/stats`: the dashboard's organisation count. */
export const ZOrganizationStats = z
  .object({ count: z.number(), createdLast30Days: z.number() })
  .meta({ id: 'OrganizationStats' });
export type TOrganizationStats = z.infer<typeof ZOrganizationStats>;

export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];
export type TransmissionMode = (typeof TRANSMISSION_MODES)[number];
export type ReceptionMode = (typeof RECEPTION_MODES)[number];
