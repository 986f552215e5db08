import { Alert } from '@mui/material';
import {
  type OptionText,
  AutocompleteArrayInput,
  BooleanInput,
  ReferenceArrayInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EMPLOYEE_GROUPS } from '../../employeeGroups/name';
import { EMPLOYEES } from '../../employees/name';
import { PARTNERSHIP_GROUPS } from '../../partnershipGroups/name';
import { PARTNERSHIPS } from '../../partnerships/name';
import { t } from '../name';
import {
  allInvoices,
  DETECTABLE_DOC_TYPES,
  detectionDocType,
  detectionNeedsFiles,
  needsRecipient,
} from './campaignValidation';
import type { PendingFile } from './wizardValues';

const employeeName = (employee: { firstName: string; lastName: string }) =>
  `${employee.lastName} ${employee.firstName}`;

/** One kind of recipient, offered to those who may list it (its list call needs the feature). */
const RecipientInput = ({
  source,
  reference,
  labelKey,
  optionText = 'name',
  filter,
}: {
  source: string;
  reference: string;
  labelKey: string;
  optionText?: OptionText;
  /** Those of the emitting organisation, where the list call can tell (the server checks them all). */
  filter?: Record<string, unknown>;
}) => {
  const { canAccess } = useCanAccess({ resource: reference, action: 'list' });
  if (!canAccess) return null;
  return (
    <ReferenceArrayInput source={source} reference={reference} filter={filter}>
      <AutocompleteArrayInput label={labelKey} optionText={optionText} validate={needsRecipient} />
    </ReferenceArrayInput>
  );
};

/** Automatic detection reads the first file's type only; choosing by hand sends every document whole. */
const DetectionNotes = ({ detection }: { detection: boolean }) => {
  const translate = useTranslate();
  const files = (useWatch({ name: 'files' }) ?? []) as PendingFile[];
  const firstType = detectionDocType(files);
  if (detection && firstType)
    return (
      <Alert severity="info">
        {translate(t('wizard.detection_note'), { type: translate(`liasse.doc_types.${firstType}`) })}
      </Alert>
    );
  const detectable = files.find((pending) => pending.docType && DETECTABLE_DOC_TYPES.includes(pending.docType));
  if (!detection && detectable)
    return (
      <Alert severity="warning">
        {translate(t('wizard.manual_warning'), { type: translate(`liasse.doc_types.${detectable.docType}`) })}
      </Alert>
    );
  return null;
};

/** Invoices only: they may go to Chorus Pro, each to its public buyer, instead of to recipients. */
const ChorusChoice = () => {
  const translate = useTranslate();
  const chorus = Boolean(useWatch({ name: 'chorus' }));
  return (
    <>
      <BooleanInput source="chorus" label={t('wizard.chorus')} helperText={t('wizard.chorus_help')} />
      {chorus && <Alert severity="info">{translate(t('wizard.chorus_note'))}</Alert>}
    </>
  );
};

/**
 * Step 3: recipients found in the pages, or chosen: employees, employee groups, partnerships,
 * partnership groups; for invoices, Chorus Pro instead.
 */
export const RecipientInputs = () => {
  const detection = Boolean(useWatch({ name: 'detection' }));
  const files = (useWatch({ name: 'files' }) ?? []) as PendingFile[];
  const chorus = Boolean(useWatch({ name: 'chorus' })) && allInvoices(files);
  const orgId = useWatch({ name: 'orgId' }) as string | null;
  const ofEmitter = orgId ? { orgId } : {};
  if (chorus) return <ChorusChoice />;
  return (
    <>
      {allInvoices(files) && <ChorusChoice />}
      <BooleanInput
        source="detection"
        label={t('wizard.detection')}
        validate={detectionNeedsFiles}
        helperText={t(detection ? 'wizard.detection_yes' : 'wizard.detection_no')}
      />
      <DetectionNotes detection={detection} />
      {!detection && (
        <>
          <RecipientInput
            source="employeeIds"
            reference={EMPLOYEES}
            labelKey={t('wizard.employees')}
            optionText={employeeName}
            filter={{ ...ofEmitter, status: 'ACTIVE' }}
          />
          <RecipientInput
            source="groupIds"
            reference={EMPLOYEE_GROUPS}
            labelKey={t('wizard.employee_groups')}
            filter={ofEmitter}
          />
          <RecipientInput source="orgIds" reference={PARTNERSHIPS} labelKey={t('wizard.partnerships')} />
          <RecipientInput
            source="partnershipGroupIds"
            reference={PARTNERSHIP_GROUPS}
            labelKey={t('wizard.partnership_groups')}
          />
        </>
      )}
    </>
  );
};
