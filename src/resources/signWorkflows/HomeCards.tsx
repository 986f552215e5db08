import DrawIcon from '@mui/icons-material/Draw';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CountCard } from '../../custom/home/CountCard';
import type { SignWorkflowsDataProvider } from './calls';
import { SIGN_WORKFLOWS, t } from './name';

const TO_SIGN = encodeURIComponent(JSON.stringify({ toSign: true }));

/** The home page's quick link (spec section 2: new signature book). */
export const NewSignWorkflowLink = () => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: SIGN_WORKFLOWS, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`/${SIGN_WORKFLOWS}/create`} startIcon={<DrawIcon />}>
      {translate(t('home.new'))}
    </Button>
  );
};

/** The home page's counts (spec section 2: workflows waiting or to sign), from `GET sign-workflows/stats`. */
export const SignWorkflowCounts = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: SIGN_WORKFLOWS, action: 'list' });
  const { permissions = [] } = usePermissions<string[]>();
  const { data: stats } = useQuery({
    queryKey: [SIGN_WORKFLOWS, 'stats', identity?.id],
    queryFn: () => dataProvider.signWorkflowStats(),
    enabled: canAccess && identity !== undefined,
  });
  if (!canAccess) return null;
  return (
    <>
      <CountCard
        to={`/${SIGN_WORKFLOWS}`}
        Icon={DrawIcon}
        label={translate(t('home.waiting'), { smart_count: stats?.waiting ?? 0 })}
        count={stats?.waiting}
      />
      {permissions.includes('SIGN') && (
        <CountCard
          to={`/${SIGN_WORKFLOWS}?filter=${TO_SIGN}`}
          Icon={DrawIcon}
          label={translate(t('home.to_sign'), { smart_count: stats?.toSign ?? 0 })}
          count={stats?.toSign}
        />
      )}
    </>
  );
};
