import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import { DropZone } from '../../custom/upload/DropZone';
import { ORGANIZATIONS } from '../organizations/name';
import type { ChorusDataProvider } from './calls';
import { chorusErrorMessage } from './chorusErrors';
import { t } from './name';

export type Uploaded = Awaited<ReturnType<ChorusDataProvider['uploadChorusInvoice']>> & {
  orgId: string;
  fileName: string;
  /** A campaign's invoice goes back to its campaign once validated. */
  campaignId?: string | null;
};

/** The file's refusal in words: too large, not an invoice, the organisation not connected, or the generic one. */
const uploadErrorOf = (error: unknown) => {
  const { status } = httpErrorOf(error);
  if (status === 413) return t('errors.file_too_large');
  if (status === 415) return t('errors.file_unsupported');
  return chorusErrorMessage(error, t('notify.upload_failed'));
};

const OrganisationAndFile = ({ onUploaded }: { onUploaded: (uploaded: Uploaded) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const orgId = useWatch<{ orgId?: string }, 'orgId'>({ name: 'orgId' });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onDrop = async ([file]: File[]) => {
    if (!file) return;
    if (!orgId) {
      setProblem(t('add.choose_org'));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const uploaded = await dataProvider.uploadChorusInvoice(orgId, file, setProgress);
      onUploaded({ ...uploaded, orgId, fileName: file.name });
    } catch (error) {
      const message = uploadErrorOf(error);
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack sx={{ maxWidth: 720 }}>
      <ReferenceInput source="orgId" reference={ORGANIZATIONS}>
        <AutocompleteInput optionText="name" label={t('add.organisation')} validate={required()} />
      </ReferenceInput>
      <DropZone
        onDrop={(files) => void onDrop(files)}
        multiple={false}
        busy={progress !== null}
        label={translate(t('add.drop'))}
        hoverLabel={translate(t('add.dropping'))}
        testId="chorus-invoice-file"
      />
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={translate(t('add.progress'))}
          sx={{ mt: 2 }}
        />
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(problem)}
        </Alert>
      )}
    </Stack>
  );
};

/** The first step of /chorus/add: the sending organisation, then the invoice's file, uploaded with its progress. */
export const InvoiceUpload = ({ onUploaded }: { onUploaded: (uploaded: Uploaded) => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography>{translate(t('add.intro'))}</Typography>
      <Form noValidate>
        <OrganisationAndFile onUploaded={onUploaded} />
      </Form>
    </Stack>
  );
};
