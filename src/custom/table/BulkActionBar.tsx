import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useListContext, useTranslate, type Identifier } from 'react-admin';

/**
 * One action on the selected rows of a list. `run` does it and answers the message to show (a
 * translation key and its options); the bar then refreshes the list and clears the selection.
 */
export type BulkAction = {
  key: string;
  labelKey: string;
  icon: ReactNode;
  /** Whether the user may do it (from their features); hidden otherwise. */
  allowed?: boolean;
  run: (ids: Identifier[]) => Promise<{ messageKey: string; options?: Record<string, unknown> }>;
};

type Props = {
  actions: readonly BulkAction[];
  /** Shows the action's outcome (the list's snackbar). */
  onDone: (message: { messageKey: string; options?: Record<string, unknown>; error?: boolean }) => void;
  failedKey: string;
};

/**
 * Above the table: the actions on the selected rows. Each needs at least one selected row
 * (spec section 5), so the bar shows only while one is, as react-admin's own does; an action is
 * disabled while one runs.
 */
export const BulkActionBar = ({ actions, onDone, failedKey }: Props) => {
  const translate = useTranslate();
  const { selectedIds = [], onUnselectItems, refetch } = useListContext();
  const [running, setRunning] = useState<string>();
  const shown = actions.filter((action) => action.allowed !== false);
  if (shown.length === 0 || selectedIds.length === 0) return null;
  const run = async (action: BulkAction) => {
    setRunning(action.key);
    try {
      onDone(await action.run(selectedIds));
      onUnselectItems();
      await refetch();
    } catch {
      onDone({ messageKey: failedKey, error: true });
    } finally {
      setRunning(undefined);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label={translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1, py: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </Typography>
      {shown.map((action) => (
        <Button
          key={action.key}
          size="small"
          variant="outlined"
          startIcon={action.icon}
          disabled={running !== undefined}
          onClick={() => void run(action)}
        >
          {translate(action.labelKey)}
        </Button>
      ))}
    </Stack>
  );
};
