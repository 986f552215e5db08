import { z } from 'zod';
import { DOC_TYPES } from '../docTypes';
import { ORGANIZATION_FILTER_KEYS, ORGANIZATION_KINDS, ORGANIZATION_SORT_FIELDS } from '../organizationFields';
import { ZSiret } from '../siret';
import { ZUuid } from './ids';
import { emptyToNull, optionalText } from './optionalText';
import { dataOf, pagedSearchOf, pageOf, ZDayRange } from './paging';

export { ORGANIZATION_KINDS, ORGANIZATION_SORT_FIELDS } from '../organizationFields';

/** Spec section 7 `POST organizations`: the paged search, with the table's per-column filters. */
export const ZOrganizationSearch = pagedSearchOf({
  sortFields: ORGANIZATION_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    name: z.string().max(200).optional(),
    siret: z.string().max(14).optional(),
    city: z.string().max(200).optional(),
    /** Creation day range, both ends included. */
    createdAt: ZDayRange.optional(),
    kind: z.enum(ORGANIZATION_KINDS).optional(),
  },
})
  .extend({
    /** Only these (react-admin's getMany). */
    ids: z.array(ZUuid).max(100).optional(),
  })
  .meta({ id: 'OrganizationSearch' });
export type TOrganizationSearch = z.infer<typeof ZOrganizationSearch>;
// The filter keys the front end sends are exactly the schema's.
type FilterKey = keyof NonNullable<TOrganizationSearch['filters']>;
const sameKeys: [FilterKey, (typeof ORGANIZATION_FILTER_KEYS)[number]] extends [
  (typeof ORGANIZATION_FILTER_KEYS)[number],
  FilterKey,
]
  ? true
  : never = true;
void sameKeys;

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
export const ZOrganizationPage = pageOf('organizations', ZOrganizationSummary).meta({ id: 'OrganizationPage' });
export type TOrganizationPage = z.infer<typeof ZOrganizationPage>;

export const DISTRIBUTION_MODES = ['AUTOMATIC', 'WITH_VALIDATION'] as const;
export const TRANSMISSION_MODES = ['DEFAULT', 'LINK', 'ATTACHMENT'] as const;
export const RECEPTION_MODES = ['EMITTER_CHOICE', 'LINK', 'ATTACHMENT'] as const;
/**
 * What a campaign does with the payslip of an employee who has not stated their BPE agreement:
 * ELECTRONIC (their organisation's transmission mode, the personal account by default: the law
 * makes it the default, with the right to object) or PAPER. A refusal always goes to paper.
 */
export const BPE_NOT_STATED_MODES = ['ELECTRONIC', 'PAPER'] as const;

/** `POST` and `PUT organization`. The invoicing password is write-only: null keeps the stored one. */
export const ZOrganizationWrite = z
  .object({
    name: z.string().trim().min(1).max(200),
    siret: ZSiret,
    /** Required, except on the customer's root organisation, which has none and keeps none. */
    parentId: ZUuid.nullable(),
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
export type TOrganizationRef = z.infer<typeof ZOrganizationRef>;
/** `GET organization/{id}/ancestors`: those the reader sees, root first. */
export const ZOrganizationAncestors = z.object({ ancestors: z.array(ZOrganizationRef) });

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
export const ZOrganizationResponse = dataOf(ZOrganization);

const CSS_URL_MAX = 500;

/** An https stylesheet address, written as the page's Content-Security-Policy will list it; else null. */
export const normalizeCssUrl = (value: string): string | null => {
  try {
    const url = new URL(value);
    // Characters that would end or split a source in the policy header are refused, not escaped;
    // so is `*`, which the policy would read as "any host".
    const safe =
      url.protocol === 'https:' &&
      !url.username &&
      !url.password &&
      !/[;,'"\s*]/.test(url.href) &&
      url.href.length <= CSS_URL_MAX;
    return safe ? url.href : null;
  } catch {
    return null;
  }
};

const ZCssUrl = z
  .string()
  .trim()
  .max(CSS_URL_MAX)
  .refine((value) => normalizeCssUrl(value) !== null, { message: 'https_url', params: { code: 'https_url' } });

const ZConfFields = {
  transmissionMode: z.enum(TRANSMISSION_MODES),
  receptionMode: z.enum(RECEPTION_MODES),
  docTypes: z.array(z.enum(DOC_TYPES)).max(DOC_TYPES.length),
  bpeNotStated: z.enum(BPE_NOT_STATED_MODES),
  /** The emitter confirms each campaign with their signature code (spec: the campaign's codeSignature). */
  dispatchSignature: z.boolean(),
};

/** `GET organization/{id}/conf`. */
export const ZOrganizationConf = z
  .object({ ...ZConfFields, extraOptions: z.object({ specificCSSUrl: z.string().nullable() }) })
  .meta({ id: 'OrganizationConf' });
export type TOrganizationConf = z.infer<typeof ZOrganizationConf>;
export const ZOrganizationConfResponse = dataOf(ZOrganizationConf);
/** `GET organization/{orgId}/conf/doc-type`. */
export const ZOrganizationDocTypesResponse = dataOf(z.array(z.enum(DOC_TYPES)));
/** `GET organization/current/stylesheet`: the caller's organisation's stylesheet, or its nearest ancestor's. */
export const ZCurrentStylesheetResponse = dataOf(z.object({ url: z.string().nullable() }));

/** `PUT organization/{id}/conf`: what is left out takes its default. */
export const ZOrganizationConfWrite = z
  .object({
    transmissionMode: ZConfFields.transmissionMode.default('DEFAULT'),
    receptionMode: ZConfFields.receptionMode.default('EMITTER_CHOICE'),
    docTypes: ZConfFields.docTypes.default([...DOC_TYPES]),
    bpeNotStated: ZConfFields.bpeNotStated.default('ELECTRONIC'),
    dispatchSignature: ZConfFields.dispatchSignature.default(false),
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
export const ZOrganizationStatsResponse = dataOf(ZOrganizationStats);

/** The two modes the spec lets the front end change on their own. */
export const ZTransmissionModeWrite = z.object({ transmissionMode: z.enum(TRANSMISSION_MODES) });
export const ZReceptionModeWrite = z.object({ receptionMode: z.enum(RECEPTION_MODES) });

export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];
export type TransmissionMode = (typeof TRANSMISSION_MODES)[number];
export type ReceptionMode = (typeof RECEPTION_MODES)[number];
export type BpeNotStatedMode = (typeof BPE_NOT_STATED_MODES)[number];
