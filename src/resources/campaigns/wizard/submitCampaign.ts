import type { DocType } from '../../../../common/docTypes';
import type { TCampaignCreate } from '../../../../common/schemas/campaigns';
import { httpErrorOf } from '../../../dataProvider/httpErrorOf';
import { triesLeftOf } from '../../signWorkflows/fieldErrors';
import { t } from '../name';
import { detectionDocType, isChorusCampaign, isPayslipCampaign } from './campaignValidation';
import type { CampaignWizardValues } from './wizardValues';

/** The contract's request from the wizard's values: recipients only without detection nor Chorus. */
export const campaignRequestOf = (values: CampaignWizardValues): TCampaignCreate => {
  const chorus = isChorusCampaign(values);
  const detection = values.detection && !chorus;
  const manual = !detection && !chorus;
  return {
    name: values.name.trim(),
    orgId: values.orgId ?? '',
    siret: values.siret,
    detection,
    review: values.review,
    noDistribution: values.noDistribution && !chorus,
    chorus,
    docTypeCode: detection ? detectionDocType(values.files) : undefined,
    files: values.files.map((pending) => ({ name: pending.file.name, docType: pending.docType as DocType })),
    docIds: values.safeDocs.map((doc) => doc.id),
    employeeIds: manual ? values.employeeIds : [],
    groupIds: manual ? values.groupIds : [],
    orgIds: manual ? values.orgIds : [],
    partnershipGroupIds: manual ? values.partnershipGroupIds : [],
    period: isPayslipCampaign(values.files) && values.period ? values.period : undefined,
    codeSignature: values.codeSignature || undefined,
  };
};

/** The server's field (CAMPAIGN_FIELD_ERRORS) → the wizard's field that shows it. */
const FORM_FIELD_OF: Record<string, keyof CampaignWizardValues> = {
  name: 'name',
  orgId: 'orgId',
  siret: 'orgId',
  files: 'files',
  file: 'files',
  detection: 'detection',
  noDistribution: 'noDistribution',
  docTypeCode: 'files',
  docIds: 'safeDocs',
  recipients: 'employeeIds',
  employeeIds: 'employeeIds',
  groupIds: 'groupIds',
  orgIds: 'orgIds',
  partnershipGroupIds: 'partnershipGroupIds',
  period: 'period',
  codeSignature: 'codeSignature',
};

const formFieldOf = (field: string) => FORM_FIELD_OF[field] ?? FORM_FIELD_OF[field.split('.')[0]!];

/** A field code's message: a refused file's reason is the safe's; `required` says what is missing. */
const messageOf = (field: string, code: string): string => {
  if (field === 'file') return `resources.ged.upload.file_error.${code}`;
  if (field === 'period') return t('validation.month');
  if (code !== 'required') return t.entry('validation', code);
  if (field === 'recipients') return t('validation.recipients');
  if (field.startsWith('files.')) return t('validation.doc_type');
  if (field === 'files') return t('validation.documents');
  return 'ra.validation.required';
};

/** A refused signature code's message (wrong, with the tries left; none set; signing locked), else undefined. */
const signatureErrorOf = (error: unknown): string | undefined => {
  const { code, fields } = httpErrorOf(error);
  if (code === 'SIGNATURE_LOCKED') return t('validation.signature_locked');
  if (code !== 'INVALID_SIGNATURE_CODE') return undefined;
  if (fields.codeSignature === 'not_set') return t('validation.not_set');
  const left = triesLeftOf(error);
  if (left === undefined) return t('validation.wrong');
  // A message with its count, in the form react-admin's inputs read a validator's message with arguments.
  return `@@react-admin@@${JSON.stringify({ message: t('validation.wrong_left'), args: { smart_count: left } })}`;
};

/**
 * A refused campaign's field errors (400 `error.fields`) as the wizard's form errors, each
 * translated next to the step it belongs to; undefined when the error names no field the wizard shows.
 */
export const formErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const signature = signatureErrorOf(error);
  if (signature) return { codeSignature: signature };
  const errors = Object.entries(httpErrorOf(error).fields).flatMap(([field, code]) => {
    const formField = formFieldOf(field);
    return formField ? [[formField, messageOf(field, code)] as const] : [];
  });
  return errors.length > 0 ? Object.fromEntries(errors) : undefined;
};
