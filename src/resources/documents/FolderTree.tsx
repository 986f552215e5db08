import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Alert, Box, ButtonBase, IconButton, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useListContext, useTranslate } from 'react-admin';
import type { TFolder, TFolderRequest } from '../../../common/schemas/documents';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';
import { FOLDER_FILTER_KEYS } from './filters';

type Values = Record<string, unknown>;

/** The folder's filters are exactly the list's folder filters. */
const isCurrent = (folder: TFolder | null, values: Values) =>
  FOLDER_FILTER_KEYS.every((key) => (folder?.filters as Values | undefined)?.[key] === values[key]);

const withFolder = (values: Values, folder: TFolder | null): Values => ({
  ...Object.fromEntries(
    Object.entries(values).filter(([key]) => !(FOLDER_FILTER_KEYS as readonly string[]).includes(key)),
  ),
  ...(folder?.filters ?? {}),
});

/** What `POST folders` takes for a folder's children. */
const childRequest = ({ filters }: TFolder): TFolderRequest => ({
  orgId: filters.orgId,
  employeeId: filters.employeeId,
  noEmployee: filters.noEmployee,
  docType: filters.docType,
});

const useFolders = (parent: TFolderRequest, enabled: boolean) => {
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const { identity } = useGetIdentity();
  return useQuery({
    queryKey: ['ged', 'folders', identity?.id, parent],
    queryFn: () => dataProvider.docFolders(parent),
    enabled: enabled && identity !== undefined,
  });
};

/** A document type's folder says the type in the user's language; the documents of no employee say so. */
const folderName = (folder: TFolder, translate: ReturnType<typeof useTranslate>) => {
  if (folder.level === 'DOC_TYPE' && folder.filters.docType)
    return translate(`liasse.doc_types.${folder.filters.docType}`);
  if (folder.level === 'EMPLOYEE' && folder.filters.noEmployee) return translate(t('folders.no_employee'));
  return folder.name;
};

const rowSx = { display: 'flex', alignItems: 'center', minHeight: 32 } as const;

const FolderLevel = ({ parent, depth }: { parent: TFolderRequest; depth: number }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useFolders(parent, true);
  if (error) return <Alert severity="error">{translate(t('folders.error'))}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('liasse.loading')} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((folder) => (
        <FolderItem key={folder.id} folder={folder} depth={depth} />
      ))}
    </Box>
  );
};

const FolderItem = ({ folder, depth }: { folder: TFolder; depth: number }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const current = isCurrent(folder, filterValues);
  const name = folderName(folder, translate);
  const Icon = open ? FolderOpenIcon : FolderIcon;
  return (
    <li>
      <Box sx={{ ...rowSx, pl: depth * 1.5 }}>
        {folder.hasChildren ? (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={translate(t(open ? 'folders.collapse' : 'folders.expand'), { name })}
            onClick={() => setOpen(!open)}
            sx={{ p: 0.25 }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 28, flexShrink: 0 }} />
        )}
        <ButtonBase
          aria-current={current ? 'true' : undefined}
          onClick={() => setFilters(withFolder(filterValues, folder), displayedFilters)}
          sx={{
            flex: 1,
            justifyContent: 'flex-start',
            gap: 0.5,
            px: 0.5,
            py: 0.25,
            borderRadius: 1,
            textAlign: 'left',
            fontWeight: current ? 700 : undefined,
            bgcolor: current ? 'action.selected' : undefined,
            minWidth: 0,
          }}
        >
          <Icon fontSize="small" color="action" />
          <Typography
            variant="body2"
            component="span"
            sx={{ flex: 1, fontWeight: 'inherit', overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography
            variant="caption"
            component="span"
            color="text.secondary"
            title={translate(t('folders.count'), { smart_count: folder.count })}
          >
            {folder.count}
          </Typography>
        </ButtonBase>
      </Box>
      {open && <FolderLevel parent={childRequest(folder)} depth={depth + 1} />}
    </li>
  );
};

/**
 * The folders menu (spec: organisation → employee → document type → year), each level asked of
 * the server when it is opened, with its count; choosing a folder filters the list by it.
 */
export const FolderTree = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const all = isCurrent(null, filterValues);
  return (
    <Box component="nav" aria-label={translate(t('folders.title'))} sx={{ width: { md: 230 }, flexShrink: 0, pr: 1 }}>
      <Typography variant="subtitle2" component="h2" sx={{ px: 0.5, py: 1 }}>
        {translate(t('folders.title'))}
      </Typography>
      <Box sx={{ ...rowSx }}>
        <ButtonBase
          aria-current={all ? 'true' : undefined}
          onClick={() => setFilters(withFolder(filterValues, null), displayedFilters)}
          sx={{
            flex: 1,
            justifyContent: 'flex-start',
            px: 0.5,
            py: 0.25,
            borderRadius: 1,
            fontWeight: all ? 700 : undefined,
            bgcolor: all ? 'action.selected' : undefined,
          }}
        >
          <Typography variant="body2" component="span" sx={{ fontWeight: 'inherit' }}>
            {translate(t('folders.all'))}
          </Typography>
        </ButtonBase>
      </Box>
      <FolderLevel parent={{}} depth={0} />
    </Box>
  );
};
