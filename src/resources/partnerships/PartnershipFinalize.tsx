import { Button, Typography } from '@mui/material';
import { List, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFAULT_PER_PAGE } from '../../custom/table/paging';
import { TablePagination } from '../../custom/table/TablePagination';
import { PARTNERSHIPS, t } from './name';
import { PartnershipCards } from './PartnershipCards';
import { PartnershipContact } from './PartnershipContact';

const Actions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <Typography color="text.secondary">{translate(t('finalize.intro'))}</Typography>
      <Button component={Link} to={`/${PARTNERSHIPS}/created`} size="small">
        {translate(t('finalize.see_created'))}
      </Button>
    </TopToolbar>
  );
};

/** At /partnership/finalize: what needs action (`POST partnerships/need-user-action`), each with its contact's email. */
export const PartnershipFinalize = () => (
  <List
    title={t('finalize.title')}
    filter={{ needUserAction: true }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={DEFAULT_PER_PAGE}
    storeKey={`${PARTNERSHIPS}.finalize`}
    disableSyncWithLocation
    actions={<Actions />}
    exporter={false}
    empty={false}
    pagination={<TablePagination />}
  >
    <PartnershipCards emptyKey={t('finalize.empty')}>
      {(partnership) => (
        <PartnershipContact key={`${partnership.id}-${partnership.status}`} partnership={partnership} />
      )}
    </PartnershipCards>
  </List>
);
