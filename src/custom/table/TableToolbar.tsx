import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { Button, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TableView } from './types';

type Props = {
  view: TableView;
  onViewChange: (view: TableView | null) => void;
  canSearch: boolean;
  searchOpen: boolean;
  onSearchToggle: () => void;
  onChooseColumns: () => void;
};

/** Above the table: the column search toggle, the column chooser and the list/cards switch. */
export const TableToolbar = ({ view, onViewChange, canSearch, searchOpen, onSearchToggle, onChooseColumns }: Props) => {
  const translate = useTranslate();
  return (
    // Wraps on a narrow screen rather than widening the page.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', px: 1, py: 0.5 }}
    >
      {canSearch && view === 'list' && (
        <Button size="small" startIcon={<FilterListIcon />} aria-pressed={searchOpen} onClick={onSearchToggle}>
          {translate('liasse.table.search_toggle')}
        </Button>
      )}
      <Button size="small" startIcon={<ViewColumnIcon />} aria-haspopup="dialog" onClick={onChooseColumns}>
        {translate('liasse.table.columns')}
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={translate('liasse.table.view')}
        onChange={(_event, next: TableView | null) => onViewChange(next)}
      >
        <ToggleButton value="list" aria-label={translate('liasse.table.view_list')}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="grid" aria-label={translate('liasse.table.view_grid')}>
          <ViewModuleIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
};
