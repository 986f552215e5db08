import DownloadIcon from '@mui/icons-material/Download';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  List,
  SearchInput,
  useDataProvider,
  useGetIdentity,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { TDocSummary } from '../../../common/schemas/documents';
import { LiasseTable } from '../table/LiasseTable';
import { DEFAULT_PER_PAGE } from '../table/paging';
import type { TableColumn } from '../table/types';
import type { DocumentsDataProvider } from '../../resources/documents/calls';
import { DocumentDetailDialog } from '../../resources/documents/DocumentDetailDialog';
import { documentColumns } from '../../resources/documents/documentColumns';
import { saveFile } from '../../resources/documents/download';
import { GED, t } from '../../resources/documents/name';
import { DownloadAllButton } from './DownloadAllButton';

const SHOWN = ['fileName', 'docType', 'period', 'createdAt', 'read'];

/** Downloads the document without opening it. */
const DownloadCell = ({ doc }: { doc: TDocSummary }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  return (
    <IconButton
      size="small"
      aria-label={translate(t('mine.download'), { name: doc.fileName })}
      onClick={async (event) => {
        event.stopPropagation();
        try {
          saveFile(await dataProvider.docPdf(doc.id));
        } catch {
          notify(t('detail.download_failed'), { type: 'error' });
        }
      }}
    >
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
};

/** The staff list's columns an employee needs, and a download button. */
const COLUMNS: TableColumn<TDocSummary>[] = [
  ...documentColumns([])
    .filter((column) => SHOWN.includes(column.source))
    .map((column) => (column.source === 'read' ? column : { ...column, search: undefined })),
  {
    source: 'download',
    labelKey: 'resources.ged.detail.download',
    width: 80,
    render: (doc) => <DownloadCell doc={doc} />,
  },
];

const Empty = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('liasse.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
          <FolderOpenIcon color="disabled" fontSize="large" />
          <Typography color="text.secondary">{translate('liasse.personal_account.my_documents.empty')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
};

const MyDocumentsTable = () => {
  const { refetch } = useListContext();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <LiasseTable<TDocSummary> name="my-documents" columns={COLUMNS} onOpen={(doc) => setOpened(String(doc.id))} />
      <DocumentDetailDialog id={opened} onClose={() => setOpened(null)} onRead={() => void refetch()} />
    </>
  );
};

/**
 * /my-documents: where an employee's personal account lands: their documents (the server shows
 * them only theirs), to open, read and download, one by one or all at once.
 */
export const MyDocumentsPage = () => (
  <List
    resource={GED}
    // The page is the personal account's own: signed in is all it needs; the server decides what it sees.
    disableAuthentication
    storeKey="my-documents"
    title="liasse.personal_account.my_documents.title"
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    actions={<DownloadAllButton />}
    exporter={false}
    empty={<Empty />}
    perPage={DEFAULT_PER_PAGE}
    pagination={false}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <MyDocumentsTable />
  </List>
);
