import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SIGN_WORKFLOW_STATE_COLORS, type SignWorkflowState } from '../../../common/signWorkflowLifecycle';
import { t } from './name';

/** A signature book's state, by its label and colour (spec section 4). */
export const SignWorkflowStateChip = ({ state }: { state: SignWorkflowState }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={SIGN_WORKFLOW_STATE_COLORS[state]}
      label={translate(t(`state.${state}`))}
      data-state={state}
    />
  );
};
