import { SIGN_WORKFLOW_LISTS } from '../../../common/signWorkflowLifecycle';
import type { TSignWorkflowSummary } from '../../../common/schemas/signWorkflows';
import { formatDay } from '../../custom/table/cellValue';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { t } from './name';
import { SignWorkflowStateChip } from './SignWorkflowStateChip';

const field = t.under('fields');

/** The columns of a list of books (running or done): its states are the list's own. */
export const workflowColumns = (list: keyof typeof SIGN_WORKFLOW_LISTS): TableColumn<TSignWorkflowSummary>[] => [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 220 },
  { source: 'orgName', labelKey: field('orgName'), width: 170 },
  {
    source: 'state',
    labelKey: field('state'),
    width: 170,
    sortable: true,
    search: {
      type: 'select',
      options: SIGN_WORKFLOW_LISTS[list].map((value) => ({ value, labelKey: t(`state.${value}`) })),
    },
    render: (workflow) => <SignWorkflowStateChip state={workflow.state} />,
  },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 120,
    sortable: true,
    render: (workflow, { locale }) => formatDay(workflow.createdAt, locale),
  },
  {
    source: 'signedAt',
    labelKey: field('signedAt'),
    width: 120,
    sortable: true,
    shown: list === 'done',
    render: (workflow, { locale }) => (workflow.signedAt ? formatDay(workflow.signedAt, locale) : null),
  },
  {
    source: 'currentSignatory',
    labelKey: field('currentSignatory'),
    width: 170,
    shown: list === 'running',
    render: (workflow) => workflow.currentSignatory?.name ?? null,
  },
  {
    source: 'steps',
    labelKey: field('steps'),
    width: 90,
    render: (workflow, { translate }) => stepsOf(workflow, translate),
  },
];

/** n/m: the steps signed (the current one's rank when running), out of all. */
export const stepsOf = (workflow: TSignWorkflowSummary, translate: CellContext['translate']) => {
  const current =
    workflow.state === 'SIGNED' ? workflow.stepsCount : workflow.currentStep !== null ? workflow.currentStep - 1 : 0;
  return translate(t('steps_count'), { current, total: workflow.stepsCount });
};

export const workflowCardBack = (workflow: TSignWorkflowSummary, { locale, translate }: CellContext): CardInfo[] => [
  { labelKey: field('state'), value: <SignWorkflowStateChip state={workflow.state} /> },
  { labelKey: field('createdAt'), value: formatDay(workflow.createdAt, locale) },
  { labelKey: field('steps'), value: stepsOf(workflow, translate) },
];
