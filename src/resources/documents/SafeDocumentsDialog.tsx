import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FilterForm, ListBase, SearchInput, useListContext, useTranslate } from 'react-admin';
import type { TDocSummary } from '../../../common/schemas/documents';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { DEFAULT_PER_PAGE } from '../../custom/table/paging';
import { documentColumns } from './documentColumns';
import { GED, t } from './name';

// The safe's own columns, but those a search dialog needs: name, type, period, deposit, recipient.
const COLUMNS = documentColumns([]).filter((column) =>
  ['fileName', 'docType', 'period', 'createdAt', 'recipient'].includes(column.source),
);

const AddSelection = ({ onAdd }: { onAdd: (docs: TDocSummary[]) => void }) => {
  const translate = useTranslate();
  const { data = [], selectedIds = [] } = useListContext<TDocSummary>();
  const chosen = data.filter((doc) => selectedIds.includes(doc.id));
  return (
    <Button variant="contained" disabled={chosen.length === 0} onClick={() => onAdd(chosen)}>
      {translate(t('safe.add'))}
    </Button>
  );
};

/**
 * A search over the safe (`POST docs`) for an area that takes documents of it (a campaign, a
 * signature book): the rows selected are handed to `onAdd`. `name` keeps its table's own settings.
 */
export const SafeDocumentsDialog = ({
  open,
  onClose,
  onAdd,
  name,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (docs: TDocSummary[]) => void;
  name: string;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${name}-title`} fullWidth maxWidth="lg">
      <ListBase
        resource={GED}
        disableSyncWithLocation
        storeKey={false}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <DialogTitle id={`${name}-title`}>{translate(t('safe.title'))}</DialogTitle>
        <DialogContent dividers>
          <FilterForm
            filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate(t('safe.search'))} />]}
          />
          <LiasseTable name={name} columns={COLUMNS} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <AddSelection onAdd={onAdd} />
        </DialogActions>
      </ListBase>
    </Dialog>
  );
};
