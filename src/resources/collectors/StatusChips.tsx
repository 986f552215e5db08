import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccountState, ItemStatus, RunStatus, SubscriptionState } from '../../../common/collectors';
import { t } from './name';

type Color = ChipProps['color'];

const STATE_COLORS: Record<SubscriptionState, Color> = {
  OK: 'success',
  NOT_SUBSCRIBED: 'default',
  WRONG_IDENTIFIERS: 'error',
  COLLECT_ERROR: 'warning',
};

const ACCOUNT_STATE_COLORS: Record<AccountState, Color> = { ...STATE_COLORS, NEVER_RUN: 'default' };

const RUN_COLORS: Record<RunStatus, Color> = {
  RUNNING: 'info',
  DONE: 'success',
  FAILED: 'error',
  INTERRUPTED: 'warning',
};

const ITEM_COLORS: Record<ItemStatus, Color> = { COLLECTED: 'success', DUPLICATE: 'default', REFUSED: 'warning' };

/** A status by its label and colour; `data-state` lets a test find it whatever the language. */
const StatusChip = ({ label, color, state }: { label: string; color: Color; state: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={color} label={translate(label)} data-state={state} />;
};

/** Where a subscription stands (spec section 4): OK, not subscribed, wrong identifiers, collect error. */
export const SubscriptionStateChip = ({ state }: { state: SubscriptionState }) => (
  <StatusChip label={t.entry('states', state)} color={STATE_COLORS[state]} state={state} />
);

/** An account's outcome at its last run. */
export const AccountStateChip = ({ state }: { state: AccountState }) => (
  <StatusChip label={t.entry('account_states', state)} color={ACCOUNT_STATE_COLORS[state]} state={state} />
);

/** A run of the log: under way, done, failed. */
export const RunStatusChip = ({ status }: { status: RunStatus }) => (
  <StatusChip label={t.entry('run_statuses', status)} color={RUN_COLORS[status]} state={status} />
);

/** A remote item of the ledger: collected, a duplicate, refused. */
export const ItemStatusChip = ({ status }: { status: ItemStatus }) => (
  <StatusChip label={t.entry('item_statuses', status)} color={ITEM_COLORS[status]} state={status} />
);
