import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { FilterForm, ListBase, SearchInput, useListContext, useTranslate } from 'react-admin';
import type { TDocSummary } from '../../../../common/schemas/documents';
import { LiasseTable } from '../../../custom/table/LiasseTable';
import { DEFAULT_PER_PAGE } from '../../../custom/table/paging';
import { documentColumns } from '../../documents/documentColumns';
import { GED } from '../../documents/name';
import { t } from '../name';
import type { SafeDocument } from './wizardValues';

// The safe's own columns, but those a search dialog needs: name, type, period, deposit, recipient.
const COLUMNS = documentColumns([]).filter((column) =>
  ['fileName', 'docType', 'period', 'createdAt', 'recipient'].includes(column.source),
);

const AddSelection = ({ onAdd }: { onAdd: (docs: SafeDocument[]) => void }) => {
  const translate = useTranslate();
  const { data = [], selectedIds = [] } = useListContext<TDocSummary>();
  const chosen = data.filter((doc) => selectedIds.includes(doc.id));
  return (
    <Button
      variant="contained"
      disabled={chosen.length === 0}
      onClick={() => onAdd(chosen.map(({ id, fileName }) => ({ id: String(id), fileName })))}
    >
      {translate(t('safe.add'))}
    </Button>
  );
};

/** A search over the safe (`POST docs`): the rows selected become documents of the campaign. */
export const SafeDocumentsDialog = ({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (docs: SafeDocument[]) => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="campaign-safe-title" fullWidth maxWidth="lg">
      <ListBase
        resource={GED}
        disableSyncWithLocation
        storeKey={false}
        perPage={DEFAULT_PER_PAGE}
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <DialogTitle id="campaign-safe-title">{translate(t('safe.title'))}</DialogTitle>
        <DialogContent dividers>
          <FilterForm
            filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate(t('safe.search'))} />]}
          />
          <LiasseTable name="campaign-safe" columns={COLUMNS} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <AddSelection onAdd={onAdd} />
        </DialogActions>
      </ListBase>
    </Dialog>
  );
};
