import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ChorusDataProvider } from './calls';
import { chorusErrorMessage } from './chorusErrors';
import { InvoiceMetaForm } from './InvoiceMetaForm';
import { InvoiceUpload, type Uploaded } from './InvoiceUpload';
import { CHORUS, t } from './name';

/** A draft already made (a campaign's invoice): its file read again, then its form. */
const DraftForm = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: [CHORUS, 'draft', id],
    queryFn: () => dataProvider.chorusDraft(id),
    retry: false,
  });
  if (isPending) return <LinearProgress aria-label={translate(t('add.loading_draft'))} />;
  if (error) return <Alert severity="error">{translate(chorusErrorMessage(error, t('notify.draft_failed')))}</Alert>;
  return <InvoiceMetaForm uploaded={data} />;
};

/**
 * /chorus/add: an invoice's file dropped for an organisation, then its metadata (read from a
 * Factur-X, UBL or CII, typed in for a plain PDF) validated and sent to the public buyer.
 * /chorus/add?invoice={id}: the same form for a draft already made, a campaign's invoice say.
 */
export const ChorusAdd = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  const draftId = search.get('invoice');
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('add.title')} />
      {draftId ? (
        <DraftForm key={draftId} id={draftId} />
      ) : uploaded ? (
        <>
          <Button startIcon={<ReplayIcon />} onClick={() => setUploaded(null)} sx={{ mb: 2 }}>
            {translate(t('actions.other_file'))}
          </Button>
          <InvoiceMetaForm key={uploaded.invoiceId} uploaded={uploaded} />
        </>
      ) : (
        <InvoiceUpload onUploaded={setUploaded} />
      )}
    </Box>
  );
};
