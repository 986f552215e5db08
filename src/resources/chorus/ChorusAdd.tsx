import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { InvoiceMetaForm } from './InvoiceMetaForm';
import { InvoiceUpload, type Uploaded } from './InvoiceUpload';
import { t } from './name';

/**
 * /chorus/add: an invoice's file dropped for an organisation, then its metadata (read from a
 * Factur-X, UBL or CII, typed in for a plain PDF) validated and sent to the public buyer.
 */
export const ChorusAdd = () => {
  const translate = useTranslate();
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('add.title')} />
      {uploaded ? (
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
