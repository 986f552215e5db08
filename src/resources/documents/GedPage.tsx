import ArchiveIcon from '@mui/icons-material/Archive';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  SearchInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useListContext,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { TDocSummary } from '../../../common/schemas/documents';
import { BulkActionBar } from '../../custom/table/BulkActionBar';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { DocumentsDataProvider } from './calls';
import { DocumentDetailDialog } from './DocumentDetailDialog';
import { documentColumns } from './documentColumns';
import { t } from './name';
import { saveFile } from './download';
import { FolderTree } from './FolderTree';
import type { GedNavigationState } from './HomeCards';
import { MasksMenu } from './MasksMenu';
import { UploadDialog } from './UploadDialog';

/** Refetches the list and the folders' counts (after an upload, or a document read). */
const useRefreshDocuments = () => {
  const queryClient = useQueryClient();
  const { refetch } = useListContext();
  return () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: ['ged', 'folders'] });
  };
};

const UploadButton = () => {
  const translate = useTranslate();
  const refresh = useRefreshDocuments();
  // The home page's 'send document' opens the dialog at once.
  const { state } = useLocation() as { state: GedNavigationState | null };
  const [open, setOpen] = useState(Boolean(state?.upload));
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate(t('upload.button'))}
      </Button>
      <UploadDialog open={open} onClose={() => setOpen(false)} onUploaded={refresh} />
    </>
  );
};

const GedActions = () => {
  const { permissions = [] } = usePermissions<string[]>();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <MasksMenu />
      {permissions.includes('DOCUMENTS_UPLOAD') && <UploadButton />}
    </TopToolbar>
  );
};

/** Download (zip) of the selected documents. */
const GedBulkActions = () => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const notify = useNotify();
  return (
    <BulkActionBar
      failedKey={t('bulk.failed')}
      actions={[
        {
          key: 'archive',
          labelKey: t('bulk.archive'),
          icon: <ArchiveIcon />,
          run: async (ids) => {
            saveFile(await dataProvider.docArchive(ids.map(String)));
            return { messageKey: t('bulk.archive_ready'), options: { smart_count: ids.length } };
          },
        },
      ]}
      onDone={({ messageKey, options, error }) =>
        notify(messageKey, { type: error ? 'error' : 'info', messageArgs: options })
      }
    />
  );
};

/** The folders beside the documents table, and the document's modal. */
const GedContent = () => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const { identity } = useGetIdentity();
  const refresh = useRefreshDocuments();
  const [opened, setOpened] = useState<string | null>(null);
  const { data: senders = [] } = useQuery({
    queryKey: ['ged', 'senders', identity?.id],
    queryFn: () => dataProvider.docSenders(),
    enabled: identity !== undefined,
  });
  const columns = useMemo(() => documentColumns(senders), [senders]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'flex-start' }}>
      <FolderTree />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <GedBulkActions />
        <LiasseTable<TDocSummary>
          name="ged"
          columns={columns}
          onOpen={(doc) => setOpened(String(doc.id))}
          cardBack={(doc, { translate }) => [
            { labelKey: 'resources.ged.fields.description', value: doc.description },
            { labelKey: 'resources.ged.fields.orgName', value: doc.orgName },
            {
              labelKey: 'resources.ged.fields.read',
              value: translate(t(doc.read ? 'read_state.true' : 'read_state.false')),
            },
          ]}
        />
      </Box>
      <DocumentDetailDialog id={opened} onClose={() => setOpened(null)} onRead={refresh} staff />
    </Stack>
  );
};

/** /ged: the document safe (spec section 2): folders, the documents list, upload and the document's modal. */
export const GedPage = () => (
  <TableList
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      // The metadata filter: documents whose metadata has this name and value.
      <TextInput key="metadata.name" source="metadata.name" label={t('metadata.name')} helperText={false} alwaysOn />,
      <TextInput
        key="metadata.value"
        source="metadata.value"
        label={t('metadata.value')}
        helperText={false}
        alwaysOn
      />,
    ]}
    actions={<GedActions />}
    empty={false}
    sort={{ field: 'createdAt', order: 'DESC' }}
  >
    <GedContent />
  </TableList>
);
