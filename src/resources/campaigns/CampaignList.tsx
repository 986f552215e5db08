import { CreateButton, TopToolbar, useNotify } from 'react-admin';
import { CAMPAIGN_DISPLAY_STATES, type TCampaignSummary } from '../../../common/schemas/campaigns';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { TableColumn } from '../../custom/table/types';
import { campaignErrorKey } from './campaignError';
import { CampaignStateChip } from './CampaignStateChip';
import { CAMPAIGNS, t } from './name';

const field = t.under('fields');

const COLUMNS: TableColumn<TCampaignSummary>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 200 },
  { source: 'emitter', labelKey: field('emitter'), width: 170 },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    search: { type: 'dateRange' },
    sortable: true,
    width: 130,
    render: (campaign, { locale }) => formatDateTime(campaign.createdAt, locale),
  },
  {
    source: 'dispatchedAt',
    labelKey: field('dispatchedAt'),
    sortable: true,
    width: 110,
    render: (campaign, { locale }) => formatDay(campaign.dispatchedAt, locale),
  },
  { source: 'documentsCount', labelKey: field('documentsCount'), sortable: true, width: 100 },
  { source: 'recipientsCount', labelKey: field('recipientsCount'), width: 110 },
  {
    // The filter is on the state the chip shows (NO_DISTRIBUTION for an archive-only campaign).
    source: 'status',
    labelKey: field('status'),
    search: {
      type: 'select',
      options: CAMPAIGN_DISPLAY_STATES.map((value) => ({ value, labelKey: t(`state.${value}`) })),
    },
    sortable: true,
    width: 200,
    render: (campaign) => <CampaignStateChip state={campaign.state} />,
  },
];

/** /campaigns: the campaigns of the user's organisations; a row opens its detail. */
export const CampaignList = () => {
  const notify = useNotify();
  return (
    <TableList
      queryOptions={{ onError: (error: unknown) => notify(campaignErrorKey(error, 'errors.list'), { type: 'error' }) }}
      actions={
        <TopToolbar>
          <CreateButton label={t('home.new')} />
        </TopToolbar>
      }
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <LiasseTable
        name={CAMPAIGNS}
        columns={COLUMNS}
        rowClick={(campaign) => `/${CAMPAIGNS}/${campaign.id}`}
        cardBack={(campaign, { locale }) => [
          { labelKey: field('siret'), value: campaign.siret },
          { labelKey: field('dispatchedAt'), value: formatDateTime(campaign.dispatchedAt, locale, 'long') },
        ]}
      />
    </TableList>
  );
};
