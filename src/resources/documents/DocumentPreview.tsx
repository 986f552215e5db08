import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';

const PREVIEW_WIDTH = 800;

/** The blob as a `data:` address: the portal's content security policy lets images load from there, not from `blob:`. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });

/** The server draws no image of a page too heavy for it: the file is intact, to be downloaded. */
const TOO_HEAVY = 'liasse.error.PREVIEW_TOO_HEAVY';

/**
 * A page's PNG, fetched with the session's headers, as an address the image can show; else the
 * message to show instead (a page too heavy to draw, or any other failure).
 */
const usePageImage = (id: string, page: number) => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    let cancelled = false;
    setState({});
    dataProvider
      .docPreview(id, page, PREVIEW_WIDTH)
      .then(dataUrlOf)
      .then(
        (url) => !cancelled && setState({ url }),
        (error: unknown) =>
          !cancelled &&
          setState({
            error: error instanceof Error && error.message === TOO_HEAVY ? TOO_HEAVY : t('detail.preview_error'),
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [dataProvider, id, page]);
  return state;
};

/** The document's pages, one at a time, with previous and next. */
export const DocumentPreview = ({ id, name, pages }: { id: string; name: string; pages: number }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const last = Math.max(pages, 1);
  const { url, error } = usePageImage(id, page);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
      <Box
        sx={{
          width: '100%',
          minHeight: 420,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'auto',
        }}
      >
        {error ? (
          <Alert severity={error === TOO_HEAVY ? 'info' : 'warning'}>{translate(error)}</Alert>
        ) : url ? (
          <Box
            component="img"
            src={url}
            alt={translate(t('detail.preview_alt'), { page, pages: last, name })}
            sx={{ maxWidth: '100%', maxHeight: '65vh', boxShadow: 1, bgcolor: 'common.white' }}
          />
        ) : (
          <CircularProgress aria-label={translate('liasse.loading')} />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={translate(t('detail.previous_page'))}
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <NavigateBeforeIcon />
        </IconButton>
        <Typography variant="body2" aria-live="polite">
          {translate(t('detail.page_of'), { page, pages: last })}
        </Typography>
        <IconButton
          aria-label={translate(t('detail.next_page'))}
          disabled={page >= last}
          onClick={() => setPage(page + 1)}
        >
          <NavigateNextIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
};
