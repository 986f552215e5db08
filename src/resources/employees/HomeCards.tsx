import BadgeIcon from '@mui/icons-material/Badge';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import type { EmployeesDataProvider } from './calls';
import { EMPLOYEES, t as employeeKey } from './name';

const t = employeeKey.under('home');
const NOT_VALIDATED = encodeURIComponent(JSON.stringify({ status: 'ACTIVE', accountState: 'NOT_FINALIZED' }));

/** The home page's quick link (spec section 2: new employee), with the creation's feature. */
export const NewEmployeeLink = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: EMPLOYEES, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/${EMPLOYEES}/create`} startIcon={<PersonAddIcon />}>
      {translate(t('new_employee'))}
    </Button>
  );
};

/** The home page's counts: active employees, and those of them whose account is not finalised. */
export const EmployeeCounts = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: EMPLOYEES, action: 'list' });
  const { data: stats } = useQuery({
    queryKey: ['employees', 'stats', 'ACTIVE', identity?.id],
    queryFn: () => dataProvider.employeeStats('ACTIVE'),
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  return (
    <>
      <CountCard
        to={`/${EMPLOYEES}`}
        Icon={BadgeIcon}
        label={translate(t('employees'), { smart_count: stats?.total ?? 0 })}
        count={stats?.total}
      />
      <CountCard
        to={`/${EMPLOYEES}?filter=${NOT_VALIDATED}`}
        Icon={BadgeIcon}
        label={translate(t('not_validated'), { smart_count: stats?.notFinalized ?? 0 })}
        count={stats?.notFinalized}
      />
    </>
  );
};
