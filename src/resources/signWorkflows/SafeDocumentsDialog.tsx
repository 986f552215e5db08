import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { TDocSummary } from '../../../common/schemas/documents';
import { GED } from '../documents/name';
import { t } from './name';

/** A search over the safe (`POST docs`, one page for the text typed): each document found can be added. */
export const SafeDocumentsDialog = ({
  open,
  onClose,
  onAdd,
  chosen,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (doc: TDocSummary) => void;
  chosen: readonly string[];
}) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [], isPending } = useGetList<TDocSummary>(
    GED,
    { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { q: search } },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-safe-title" fullWidth maxWidth="sm">
      <DialogTitle id="sign-safe-title">{translate(t('safe.title'))}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          autoFocus
          label={translate(t('safe.search'))}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mt: 1 }}
        />
        {!isPending && data.length === 0 && <Typography sx={{ mt: 2 }}>{translate(t('safe.empty'))}</Typography>}
        <List dense>
          {data
            .filter((doc) => !chosen.includes(doc.id))
            .map((doc) => (
              <ListItem
                key={doc.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={translate(t('safe.add'), { name: doc.fileName })}
                    onClick={() => onAdd(doc)}
                  >
                    <AddIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={doc.fileName}
                  secondary={`${translate(`liasse.doc_types.${doc.docType}`)} · ${doc.orgName}`}
                />
              </ListItem>
            ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('safe.done'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
