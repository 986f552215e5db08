import { Typography } from '@mui/material';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../custom/table/paging';
import { TablePagination } from '../../custom/table/TablePagination';
import { PARTNERSHIPS, t } from './name';
import { PartnershipCards } from './PartnershipCards';
const RECAP_DAYS = 7;

const Intro = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start', width: '100%' }}>
      <Typography color="text.secondary">{translate(t('created.intro'))}</Typography>
    </TopToolbar>
  );
};

/** At /partnership/created: the recap of the partnerships created lately, newest first, with their status. */
export const PartnershipCreated = () => {
  const since = new Date(Date.now() - RECAP_DAYS * 24 * 3600_000).toISOString().slice(0, 10);
  return (
    <List
      title={t('created.title')}
      filter={{ createdAt: { start: since } }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={DEFAULT_PER_PAGE}
      storeKey={`${PARTNERSHIPS}.created`}
      disableSyncWithLocation
      actions={<Intro />}
      exporter={false}
      empty={false}
      pagination={<TablePagination />}
    >
      <PartnershipCards emptyKey={t('created.empty')} />
    </List>
  );
};
