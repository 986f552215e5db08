import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { DocumentsDataProvider, DownloadedFile } from './calls';
import { t } from './name';
import { DocumentDetails } from './DocumentDetails';
import { DocumentPreview } from './DocumentPreview';
import { RefileForm } from './RefileForm';
import { saveFile } from './download';

/** Staff send a direct download link by email: to the address typed, else to the employee's. */
const SendLinkForm = ({ id, onSent }: { id: string; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await dataProvider.docSendLink(id, email.trim() || null);
      notify(t('detail.link_sent'), { type: 'success' });
      onSent();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center', mt: 1 }}>
      <TextField
        size="small"
        type="email"
        label={translate(t('detail.link_email'))}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" size="small" disabled={sending}>
        {translate(t('upload.send'))}
      </Button>
    </Stack>
  );
};

type Props = {
  id: string | null;
  onClose: () => void;
  /** Told once the document is marked read, so the list stops showing it unread. */
  onRead?: () => void;
  /** Staff may email a direct link; an employee's personal account may not. */
  staff?: boolean;
};

/**
 * The document's modal (spec section 2: document preview with a collapsible details pane): its
 * pages, its details and audit, and its downloads. Opening it marks it read.
 */
export const DocumentDetailDialog = ({ id, onClose, onRead, staff = false }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [detailsOpen, setDetailsOpen] = useState(true);
  const [linkOpen, setLinkOpen] = useState(false);
  const [refileOpen, setRefileOpen] = useState(false);
  const { permissions = [] } = usePermissions<string[]>();
  const mayRefile = staff && permissions.includes('DOCUMENTS_EDIT');
  const { data: doc, error } = useQuery({
    queryKey: ['ged', 'doc', id],
    queryFn: async () => (await dataProvider.getOne('ged', { id: id! })).data,
    enabled: id !== null,
  });
  useEffect(() => {
    if (!id) return;
    setLinkOpen(false);
    setRefileOpen(false);
    dataProvider.docSetRead(id).then(
      () => onRead?.(),
      () => undefined,
    );
    // Once per document opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const fetchFile = async (get: () => Promise<DownloadedFile>) => {
    try {
      saveFile(await get());
    } catch {
      notify(t('detail.download_failed'), { type: 'error' });
    }
  };
  const name = doc?.fileName ?? '';
  return (
    <Dialog open={id !== null} onClose={onClose} aria-labelledby="ged-detail-title" fullWidth maxWidth="lg">
      <DialogTitle id="ged-detail-title" sx={{ overflowWrap: 'anywhere' }}>
        {doc ? translate(t('detail.title'), { name }) : translate('liasse.loading')}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{translate((error as Error).message)}</Alert>
        ) : !doc || doc.id !== id ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('liasse.loading')} />
          </Box>
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DocumentPreview key={doc.id} id={doc.id} name={name} pages={doc.pages} />
            <Box sx={{ width: { md: detailsOpen ? 340 : 'auto' }, flexShrink: 0 }}>
              <Button
                size="small"
                aria-expanded={detailsOpen}
                aria-controls="ged-detail-pane"
                onClick={() => setDetailsOpen(!detailsOpen)}
              >
                {translate(t(detailsOpen ? 'detail.hide_details' : 'detail.show_details'))}
              </Button>
              <Collapse in={detailsOpen} id="ged-detail-pane" role="region" aria-label={translate(t('detail.details'))}>
                <DocumentDetails doc={doc} staff={staff} />
                {staff && linkOpen && <SendLinkForm id={doc.id} onSent={() => setLinkOpen(false)} />}
                {mayRefile && refileOpen && <RefileForm doc={doc} onDone={() => setRefileOpen(false)} />}
              </Collapse>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {doc && (
          <>
            <Button startIcon={<DownloadIcon />} onClick={() => void fetchFile(() => dataProvider.docPdf(doc.id))}>
              {translate(t('detail.download'))}
            </Button>
            <Button
              startIcon={<VerifiedIcon />}
              onClick={() => void fetchFile(() => dataProvider.docAttestation(doc.id))}
            >
              {translate(t('detail.attestation'))}
            </Button>
            {staff && (
              <Button
                startIcon={<EmailIcon />}
                onClick={() => {
                  setDetailsOpen(true);
                  setLinkOpen(!linkOpen);
                }}
              >
                {translate(t('detail.send_link'))}
              </Button>
            )}
            {mayRefile && (
              <Button
                startIcon={<PersonSearchIcon />}
                aria-expanded={refileOpen}
                onClick={() => {
                  setDetailsOpen(true);
                  setRefileOpen(!refileOpen);
                }}
              >
                {translate(t('refile.open'))}
              </Button>
            )}
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
