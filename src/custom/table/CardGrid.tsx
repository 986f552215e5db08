import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { cellContent } from './cellValue';
import { FlipCard } from './FlipCard';
import type { CardInfo, CellContext, ResolvedColumn, RowAction } from './types';
import { useRowSelection } from './useRowSelection';

type Props = {
  rows: RaRecord[];
  shown: ResolvedColumn<RaRecord>[];
  hidden: ResolvedColumn<RaRecord>[];
  actions?: (record: RaRecord) => RowAction[];
  cardBack?: (record: RaRecord, context: CellContext) => CardInfo[];
};

/**
 * The grid view: one card per row, the shown columns on its front. Its back has the list's own
 * details (`cardBack`), else the columns the user hid, and the row's actions. Cards are selected
 * as rows are (shift-click for a range), for the same bulk actions.
 */
export const CardGrid = ({ rows, shown, hidden, actions, cardBack }: Props) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const context = { translate, locale };
  const selection = useRowSelection(rows.map((record) => record.id));
  if (rows.length === 0) {
    return (
      <Typography sx={{ p: 2, textAlign: 'center', color: 'text.secondary' }}>
        {translate('liasse.table.no_results')}
      </Typography>
    );
  }
  const infoOf = (columns: ResolvedColumn<RaRecord>[], record: RaRecord) =>
    columns.map(({ column }) => ({ labelKey: column.labelKey, value: cellContent(column, record, context) }));
  return (
    <Box
      role="list"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, p: 1 }}
    >
      {rows.map((record) => {
        const front = infoOf(shown, record);
        return (
          <Box role="listitem" key={record.id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
            <FlipCard
              title={typeof front[0]?.value === 'string' ? front[0].value : undefined}
              front={front}
              back={cardBack ? cardBack(record, context) : infoOf(hidden, record)}
              actions={actions?.(record) ?? []}
              selected={selection.isSelected(record.id)}
              onSelect={(shiftKey) => selection.clickRow(record.id, shiftKey)}
            />
          </Box>
        );
      })}
    </Box>
  );
};
