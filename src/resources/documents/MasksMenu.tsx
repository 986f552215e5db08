import BookmarksIcon from '@mui/icons-material/Bookmarks';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useGetIdentity, useListContext, useNotify, useTranslate } from 'react-admin';
import { MASK_NAME_TAKEN } from '../../../common/documentFields';
import type { TMask } from '../../../common/schemas/documents';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';
import { listValuesOfMask, maskFiltersOf } from './filters';

const MASKS_KEY = ['ged', 'masks'];

/** Names the current filters and saves them as a mask. */
const SaveMaskDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const queryClient = useQueryClient();
  const { filterValues } = useListContext();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setSaving(true);
    try {
      await dataProvider.saveDocMask(name.trim(), maskFiltersOf(filterValues));
      notify(t('masks.saved'), { type: 'success', messageArgs: { name: name.trim() } });
      await queryClient.invalidateQueries({ queryKey: MASKS_KEY });
      setName('');
      onClose();
    } catch (error) {
      const taken = Object.values(httpErrorOf(error).fields).includes(MASK_NAME_TAKEN);
      notify(t(taken ? 'masks.name_taken' : 'masks.save_error'), { type: 'error', messageArgs: { name: name.trim() } });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ged-mask-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="ged-mask-title">{translate(t('masks.save_title'))}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate(t('masks.name'))}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !name.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Masks (spec: saved list filters): save the current filters, apply one, delete one. */
export const MasksMenu = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const saveItem = useRef<HTMLLIElement>(null);
  const { data: masks = [], error } = useQuery({
    queryKey: [...MASKS_KEY, identity?.id],
    queryFn: () => dataProvider.docMasks(),
    enabled: anchor !== null && identity !== undefined,
  });
  const apply = (mask: TMask) => {
    setAnchor(null);
    const quick = filterValues.q ? { q: filterValues.q } : {};
    setFilters({ ...quick, ...listValuesOfMask(mask.filters) }, displayedFilters);
    notify(t('masks.applied'), { type: 'info', messageArgs: { name: mask.name } });
  };
  const remove = async (mask: TMask) => {
    try {
      await dataProvider.deleteDocMask(mask.id);
      notify(t('masks.deleted'), { type: 'info', messageArgs: { name: mask.name } });
      await queryClient.invalidateQueries({ queryKey: MASKS_KEY });
      // The deleted mask's row took the focus with it: the menu keeps it, so that Escape and the
      // arrows still work in it.
      saveItem.current?.focus();
    } catch {
      notify(t('masks.delete_error'), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'ged-masks-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(t('masks.button'))}
      </Button>
      <Menu id="ged-masks-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          ref={saveItem}
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          <ListItemIcon>
            <SaveIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate(t('masks.save'))}</ListItemText>
        </MenuItem>
        <Divider />
        {error ? (
          <MenuItem disabled>{translate(t('masks.error'))}</MenuItem>
        ) : masks.length === 0 ? (
          <MenuItem disabled>{translate(t('masks.none'))}</MenuItem>
        ) : (
          masks.map((mask) => (
            <MenuItem key={mask.id} onClick={() => apply(mask)} sx={{ gap: 1 }}>
              <ListItemText>{mask.name}</ListItemText>
              <IconButton
                size="small"
                edge="end"
                aria-label={translate(t('masks.delete'), { name: mask.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  void remove(mask);
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </MenuItem>
          ))
        )}
      </Menu>
      <SaveMaskDialog open={saving} onClose={() => setSaving(false)} />
    </>
  );
};
