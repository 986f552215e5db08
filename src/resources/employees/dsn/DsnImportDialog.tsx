import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DropZone } from '../../../custom/upload/DropZone';
import { useNavigate } from 'react-router-dom';
import { uploadErrorKey, type DsnImportDataProvider } from './calls';
import { keyForRetry, newIdempotencyKey } from '../../../dataProvider/idempotencyKey';
import { t as employeeKey } from '../name';

const t = employeeKey.under('dsn');

/** The file dropped or chosen is sent at once, with a progress bar; then its preview opens. */
export const DsnImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DsnImportDataProvider>();
  const navigate = useNavigate();
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The same file dropped again after a failure is a retry: it keeps its key (its answer may have been lost).
  const failed = useRef<{ file: string; key: string } | null>(null);
  const onDrop = useCallback(
    async ([file]: File[]) => {
      if (!file) return;
      setError(null);
      setSent(0);
      const identity = `${file.name}/${file.size}/${file.lastModified}`;
      const key = failed.current?.file === identity ? failed.current.key : newIdempotencyKey();
      try {
        const imported = await dataProvider.uploadDsn(file, setSent, key);
        failed.current = null;
        navigate(`/employees/dsn/${imported.id}`);
      } catch (failure) {
        failed.current = { file: identity, key: keyForRetry(key, failure) };
        setError(uploadErrorKey(failure));
        setSent(null);
      }
    },
    [dataProvider, navigate],
  );
  const busy = sent !== null;
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="dsn-import-title" fullWidth maxWidth="sm">
      <DialogTitle id="dsn-import-title">{translate(t('title'))}</DialogTitle>
      <DialogContent>
        <DropZone
          onDrop={onDrop}
          multiple={false}
          busy={busy}
          label={translate(t('drop'))}
          hoverLabel={translate(t('dropping'))}
          testId="dsn-file"
          padding={4}
        />
        {busy && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{translate(t(sent < 1 ? 'uploading' : 'reading'))}</Typography>
            <LinearProgress
              variant={sent < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(sent * 100)}
              aria-label={translate(t('uploading'))}
            />
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The employees list's Import button, for users who may create employees. */
export const DsnImportButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(t('import'))}
      </Button>
      <DsnImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
