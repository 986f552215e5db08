import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ResolvedColumn } from './types';

type Props = {
  open: boolean;
  onClose: () => void;
  columns: ResolvedColumn<RaRecord>[];
  onToggle: (source: string, shown: boolean) => void;
};

/** The column chooser (spec: a modal): one checkbox per column; the last shown column stays. */
export const ColumnChooserDialog = ({ open, onClose, columns, onToggle }: Props) => {
  const translate = useTranslate();
  const shownCount = columns.filter((column) => column.shown).length;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="liasse-column-chooser-title">
      <DialogTitle id="liasse-column-chooser-title">{translate('liasse.table.columns_title')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {columns.map(({ column, shown }) => (
            <FormControlLabel
              key={column.source}
              label={translate(column.labelKey)}
              control={
                <Checkbox
                  checked={shown}
                  disabled={shown && shownCount === 1}
                  onChange={(event) => onToggle(column.source, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('liasse.table.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
