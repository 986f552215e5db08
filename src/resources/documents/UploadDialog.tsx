import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DayField } from '../../custom/forms/dates/DayField';
import { DropZone } from '../../custom/upload/DropZone';
import { FileRow, FileRows } from '../../custom/upload/FileRows';
import type { DocType } from '../../../common/docTypes';
import { DOC_MAX_FILES_PER_UPLOAD } from '../../../common/documentFields';
import { EMPLOYEES } from '../employees/name';
import { ORGANIZATIONS } from '../organizations/name';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';
import { keyForRetry, newIdempotencyKey } from '../../dataProvider/idempotencyKey';
import { uploadErrorKey } from './uploadError';
import { RecipientCheck } from './RecipientCheck';
import { useRecipientChecks } from './useRecipientChecks';
import { employeeLabel, useRecordChoices, type Choice } from './useRecordChoices';

type PendingFile = {
  key: string;
  /** Kept for each try of this file: a repeat after a lost answer is not a second document. */
  idempotencyKey: string;
  file: File;
  docType: DocType | '';
  sent: number | null;
  done: boolean;
  error?: string;
};

let nextKey = 0;

/**
 * The upload dialog: several PDFs at once, each with its type, sharing the organisation, employee,
 * period, description and keywords; one request per file, each with its progress and its error.
 * A payslip's text is read as it is added: one that names another employee than the chosen one
 * (or nobody) waits for the user to confirm or correct whom it goes to.
 */
export const UploadDialog = ({
  open,
  onClose,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [org, setOrg] = useState<Choice | null>(null);
  const [orgSearch, setOrgSearch] = useState('');
  const [employee, setEmployee] = useState<Choice | null>(null);
  const [employeeSearch, setEmployeeSearch] = useState('');
  const [periodStart, setPeriodStart] = useState('');
  const [periodEnd, setPeriodEnd] = useState('');
  const [description, setDescription] = useState('');
  const [keywords, setKeywords] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const [refusalShown, setRefusalShown] = useState(0);
  const firstRefusal = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusalShown > 0) firstRefusal.current?.scrollIntoView({ block: 'center' });
  }, [refusalShown]);

  const organizations = useRecordChoices(ORGANIZATIONS, orgSearch, {}, (o: { name: string }) => o.name);
  const employees = useRecordChoices(
    EMPLOYEES,
    employeeSearch,
    org ? { orgId: org.id, status: 'ACTIVE' } : { status: 'ACTIVE' },
    employeeLabel,
  );
  const { data: docTypes = [] } = useQuery({
    queryKey: ['ged', 'org-doc-types', org?.id],
    queryFn: () => dataProvider.orgDocTypes(org!.id),
    enabled: org !== null,
  });

  // The organisation's types known, each file without one takes the first.
  useEffect(() => {
    if (docTypes.length === 0) return;
    setFiles((current) =>
      current.map((pending) => (pending.docType ? pending : { ...pending, docType: docTypes[0]! })),
    );
  }, [docTypes]);

  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((pending) => (pending.key === key ? { ...pending, ...change } : pending)));
  const onDrop = (dropped: File[]) => {
    const room = DOC_MAX_FILES_PER_UPLOAD - files.filter((pending) => !pending.done).length;
    setTooMany(dropped.length > room);
    const added = dropped.slice(0, Math.max(room, 0)).map((file) => ({
      key: String(nextKey++),
      idempotencyKey: newIdempotencyKey(),
      file,
      docType: (docTypes[0] ?? '') as DocType | '',
      sent: null,
      done: false,
    }));
    setFiles((current) => [...current.filter((pending) => !pending.done), ...added]);
  };

  const periodWrong = Boolean(periodStart && periodEnd && periodStart > periodEnd);
  const waiting = files.filter((pending) => !pending.done);
  const recipients = useRecipientChecks(files, org, employee);
  const ready =
    org !== null &&
    waiting.length > 0 &&
    waiting.every((pending) => pending.docType) &&
    !periodWrong &&
    recipients.waiting === 0;

  const send = async () => {
    if (!org) return;
    setSending(true);
    let sent = 0;
    for (const pending of waiting) {
      update(pending.key, { sent: 0, error: undefined });
      try {
        await dataProvider.docUpload(
          {
            orgId: org.id,
            docType: pending.docType as DocType,
            employeeId: recipients.recipientOf(pending.key)?.id ?? null,
            periodStart: periodStart || null,
            periodEnd: periodEnd || null,
            description: description.trim() || null,
            keywords,
          },
          pending.file,
          (share) => update(pending.key, { sent: share }),
          pending.idempotencyKey,
        );
        update(pending.key, { sent: 1, done: true });
        sent += 1;
      } catch (error) {
        update(pending.key, {
          sent: null,
          error: uploadErrorKey(error),
          idempotencyKey: keyForRetry(pending.idempotencyKey, error),
        });
      }
    }
    setSending(false);
    const refused = waiting.length - sent;
    if (refused > 0) {
      // The refusals' reasons are under their files, maybe below the fold: the first is brought into view.
      setRefusalShown((round) => round + 1);
      notify(t('upload.outcome'), {
        type: sent > 0 ? 'warning' : 'error',
        messageArgs: {
          sent: translate(t('upload.sent'), { smart_count: sent }),
          refused: translate(t('upload.refused'), { smart_count: refused }),
        },
      });
    } else notify(t('upload.sent'), { type: 'success', messageArgs: { smart_count: sent } });
    if (sent > 0) onUploaded();
  };
  const close = () => {
    if (sending) return;
    setFiles([]);
    setTooMany(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="ged-upload-title" fullWidth maxWidth="md">
      <DialogTitle id="ged-upload-title">{translate(t('upload.title'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={organizations}
            value={org}
            onChange={(_event, value) => {
              setOrg(value);
              setEmployee(null);
              setFiles((current) => current.map((pending) => ({ ...pending, docType: '' })));
            }}
            onInputChange={(_event, value) => setOrgSearch(value)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            disabled={sending}
            renderInput={(params) => <TextField {...params} required label={translate(t('upload.organization'))} />}
          />
          <Autocomplete
            options={employees}
            value={employee}
            onChange={(_event, value) => setEmployee(value)}
            onInputChange={(_event, value) => setEmployeeSearch(value)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            disabled={sending || org === null}
            renderInput={(params) => <TextField {...params} label={translate(t('upload.employee'))} />}
          />
          <Stack direction="row" spacing={2}>
            <DayField
              label={translate(t('upload.period_start'))}
              value={periodStart}
              onChange={(day) => setPeriodStart(day ?? '')}
              disabled={sending}
              sx={{ flex: 1 }}
            />
            <DayField
              label={translate(t('upload.period_end'))}
              value={periodEnd}
              onChange={(day) => setPeriodEnd(day ?? '')}
              disabled={sending}
              error={periodWrong}
              helperText={periodWrong ? translate(t('upload.period_order')) : undefined}
              sx={{ flex: 1 }}
            />
          </Stack>
          <TextField
            label={translate(t('upload.description'))}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={sending}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={keywords}
            onChange={(_event, value) =>
              setKeywords(
                value
                  .map((keyword) => keyword.trim())
                  .filter(Boolean)
                  .slice(0, 50),
              )
            }
            disabled={sending}
            renderValue={(value, getItemProps) =>
              value.map((keyword, index) => {
                const { key, ...props } = getItemProps({ index });
                return <Chip key={key} size="small" label={keyword} {...props} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate(t('upload.keywords'))}
                helperText={translate(t('upload.keywords_help'))}
              />
            )}
          />
          <DropZone
            onDrop={onDrop}
            busy={sending}
            label={translate(t('upload.drop'))}
            hoverLabel={translate(t('upload.dropping'))}
            testId="ged-files"
          />
          {tooMany && (
            <Alert severity="warning">{translate(t('upload.too_many'), { max: DOC_MAX_FILES_PER_UPLOAD })}</Alert>
          )}
          {files.length > 0 && (
            <FileRows label={translate(t('upload.files'))}>
              {files.map((pending) => (
                <FileRow
                  key={pending.key}
                  name={pending.file.name}
                  type={{
                    value: pending.docType,
                    choices: docTypes,
                    label: translate(t('upload.doc_type'), { name: pending.file.name }),
                    disabled: org === null,
                    helperText: org === null ? translate(t('upload.choose_organization')) : undefined,
                    onChange: (docType) => update(pending.key, { docType }),
                  }}
                  removeLabel={translate(t('upload.remove'), { name: pending.file.name })}
                  onRemove={() => setFiles((current) => current.filter((other) => other.key !== pending.key))}
                  disabled={sending}
                  settled={
                    pending.done ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <CheckCircleIcon color="success" fontSize="small" />
                        <Typography variant="body2">{translate(t('upload.done'))}</Typography>
                      </Stack>
                    ) : undefined
                  }
                  below={
                    <>
                      {org && !pending.done && (
                        <RecipientCheck
                          fileName={pending.file.name}
                          orgId={org.id}
                          verdict={recipients.verdictOf(pending.key)}
                          disabled={sending}
                          choose={(chosen) => recipients.choose(pending.key, chosen)}
                          reconsider={() => recipients.reconsider(pending.key)}
                        />
                      )}
                      {pending.sent !== null && !pending.done && (
                        <LinearProgress
                          variant="determinate"
                          value={Math.round(pending.sent * 100)}
                          aria-label={translate(t('upload.progress'), { name: pending.file.name })}
                          sx={{ mt: 1 }}
                        />
                      )}
                      {pending.error && (
                        <Alert
                          severity="error"
                          sx={{ mt: 1 }}
                          ref={pending.key === files.find((other) => other.error)?.key ? firstRefusal : undefined}
                        >
                          {translate(pending.error)}
                        </Alert>
                      )}
                    </>
                  }
                />
              ))}
            </FileRows>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {recipients.waiting > 0 && (
          <Typography variant="body2" color="warning.main" role="status" sx={{ mr: 'auto', pl: 2 }}>
            {translate(t('upload.recipient.waiting'), { smart_count: recipients.waiting })}
          </Typography>
        )}
        <Button onClick={close} disabled={sending}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={!ready || sending}>
          {translate(t('upload.send'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
