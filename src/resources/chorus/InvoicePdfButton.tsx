import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DocumentsDataProvider } from '../documents/calls';
import { saveFile } from '../documents/download';
import { t } from './name';

/** The invoice's PDF, a document of the safe (`GET doc/pdf/{id}`), saved by the browser. */
export const InvoicePdfButton = ({ documentId }: { documentId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await dataProvider.docPdf(documentId));
    } catch {
      notify(t('notify.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => void download()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(t('detail.pdf'))}
    </Button>
  );
};
