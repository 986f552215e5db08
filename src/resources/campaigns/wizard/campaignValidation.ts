import type { DocType } from '../../../../common/docTypes';
import { t } from '../name';
import { RECIPIENT_FIELDS, type CampaignWizardValues, type PendingFile } from './wizardValues';

/** The document types whose files can be split per employee (payslips). */
export const DETECTABLE_DOC_TYPES: readonly DocType[] = ['PAYE'];

// Spec section 5, Campaign: each check answers the key of its message, or undefined.

/** At least one file, or one document of the safe. */
export const needsDocuments = (_value: unknown, values: CampaignWizardValues) =>
  values.files.length + values.safeDocs.length > 0 ? undefined : t('validation.documents');

/** Each file of the computer has its document type. */
export const needsDocTypes = (files: PendingFile[]) =>
  files.every((pending) => pending.docType) ? undefined : t('validation.doc_type');

/** Files that may go to Chorus Pro: at least one, every one an invoice. */
export const allInvoices = (files: readonly PendingFile[]) =>
  files.length > 0 && files.every((pending) => pending.docType === 'FACT');

/** A Chorus campaign: asked for, on invoices only; its recipients are each invoice's buyer. */
export const isChorusCampaign = (values: Pick<CampaignWizardValues, 'chorus' | 'files'>) =>
  values.chorus && allInvoices(values.files);

/** Automatic detection reads the files of the computer: it needs at least one. */
export const detectionNeedsFiles = (detection: boolean, values: CampaignWizardValues) =>
  detection && !isChorusCampaign(values) && values.files.length === 0
    ? t('validation.detection_needs_files')
    : undefined;

/** Without detection, at least one recipient of any kind. */
export const needsRecipient = (_value: unknown, values: CampaignWizardValues) =>
  values.detection || isChorusCampaign(values) || RECIPIENT_FIELDS.some((field) => values[field].length > 0)
    ? undefined
    : t('validation.recipients');

/** The type that counts with detection: the first file's. */
export const detectionDocType = (files: readonly PendingFile[]): DocType | undefined => files[0]?.docType || undefined;

/** A campaign of payslips: its period is asked, and carried by each of its documents. */
export const isPayslipCampaign = (files: readonly PendingFile[]) => files.some((pending) => pending.docType === 'PAYE');
