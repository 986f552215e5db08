import HandshakeIcon from '@mui/icons-material/Handshake';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import { PARTNERSHIPS, t } from './name';

/** The home page's quick link: a new partnership request, with the creation's feature. */
export const NewPartnershipLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: PARTNERSHIPS, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/${PARTNERSHIPS}/create`} startIcon={<HandshakeIcon />}>
      {translate(t('create.title'))}
    </Button>
  );
};

/** The home page's count of partnerships: the list's own total, one row asked. */
export const PartnershipCount = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: PARTNERSHIPS, action: 'list' });
  const { data: count } = useQuery({
    queryKey: [PARTNERSHIPS, 'count', identity?.id],
    queryFn: async () =>
      (
        await dataProvider.getList(PARTNERSHIPS, {
          pagination: { page: 1, perPage: 1 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).total,
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  return (
    <CountCard
      to={`/${PARTNERSHIPS}`}
      label={translate(t('count'), { smart_count: count ?? 0 })}
      count={count}
      Icon={HandshakeIcon}
    />
  );
};
