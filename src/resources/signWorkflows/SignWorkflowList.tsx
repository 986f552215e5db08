import DescriptionIcon from '@mui/icons-material/Description';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Tab, Tabs } from '@mui/material';
import { CreateButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TSignWorkflowSummary } from '../../../common/schemas/signWorkflows';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import { SIGN_TEMPLATES, SIGN_WORKFLOWS, SIGNED_WORKFLOWS, t } from './name';
import { workflowCardBack, workflowColumns } from './workflowColumns';

const showPath = (workflow: TSignWorkflowSummary) => `/${SIGN_WORKFLOWS}/${workflow.id}`;
const COLUMNS = workflowColumns('running');

const ListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={`/${SIGN_TEMPLATES}`} size="small" startIcon={<DescriptionIcon />}>
        {translate(t('actions.templates'))}
      </Button>
      <Button component={Link} to={`/${SIGNED_WORKFLOWS}`} size="small" startIcon={<DoneAllIcon />}>
        {translate(t('actions.done'))}
      </Button>
      <CreateButton label={t('home.new')} />
    </TopToolbar>
  );
};

/** Every book out for signature, or only those waiting on me (`POST sign-workflows-pending/{me}`). */
const ToSignTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const toSign = Boolean(filterValues.toSign);
  return (
    <Tabs
      value={toSign ? 'to_sign' : 'all'}
      onChange={(_event, value: string) => {
        const others = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'toSign'));
        setFilters(value === 'to_sign' ? { ...others, toSign: true } : others, displayedFilters);
      }}
      aria-label={translate(t('page.list'))}
    >
      <Tab value="all" label={translate(t('tabs.all'))} />
      <Tab value="to_sign" label={translate(t('tabs.to_sign'))} />
    </Tabs>
  );
};

/** The finished books: the signed ones, or the refused ones, never mixed (a refused book is not signed). */
const DoneTabs = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <Tabs
      value={filterValues.state === 'REFUSED' ? 'REFUSED' : 'SIGNED'}
      onChange={(_event, state: string) => setFilters({ ...filterValues, state }, displayedFilters)}
      aria-label={translate(t('done.page.list'))}
    >
      <Tab value="SIGNED" label={translate(t('tabs.signed'))} />
      <Tab value="REFUSED" label={translate(t('tabs.refused'))} />
    </Tabs>
  );
};

export const workflowActions = (workflow: TSignWorkflowSummary) => [
  { key: 'show', labelKey: 'ra.action.show', path: showPath(workflow), icon: <VisibilityIcon fontSize="small" /> },
];

/** /sign-workflow: the books waiting (drafts) or out for signature, and a tab of those I have to sign. */
export const SignWorkflowList = () => (
  <TableList actions={<ListActions />} empty={false} sort={{ field: 'createdAt', order: 'DESC' }}>
    <ToSignTabs />
    <LiasseTable
      name="sign-workflows"
      columns={COLUMNS}
      rowClick={showPath}
      actions={workflowActions}
      cardBack={workflowCardBack}
    />
  </TableList>
);

/** /sign-workflow/done: the signed books, and in a tab of their own the refused ones. */
export const SignedWorkflowList = () => (
  <TableList empty={false} sort={{ field: 'createdAt', order: 'DESC' }} filterDefaultValues={{ state: 'SIGNED' }}>
    <DoneTabs />
    <LiasseTable
      name="signed-workflows"
      columns={DONE_COLUMNS}
      rowClick={showPath}
      actions={workflowActions}
      cardBack={workflowCardBack}
    />
  </TableList>
);
const DONE_COLUMNS = workflowColumns('done');
