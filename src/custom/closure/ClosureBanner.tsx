import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { session } from '../../session';
import { formatDay } from '../table/cellValue';
import { CLOSURE_QUERY, type ClosureDataProvider } from './closureCalls';

/**
 * Above every screen while a closure is announced (D.3243-8: users are told three months ahead), with
 * the way to the employee's own copy of everything.
 */
export const ClosureBanner = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ClosureDataProvider>();
  const { identity } = useGetIdentity();
  const { data: notice } = useQuery({
    queryKey: [...CLOSURE_QUERY, identity?.id],
    enabled: identity !== undefined,
    queryFn: () => dataProvider.closureNotice(),
    staleTime: 5 * 60_000,
  });
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 1 }}
      action={
        // An employee's own documents are theirs to take; staff only read the notice.
        session.read()?.personalAccount ? (
          <Link to="/my-documents" style={{ color: 'inherit', alignSelf: 'center' }}>
            {translate('liasse.closure.download')}
          </Link>
        ) : undefined
      }
    >
      {translate('liasse.closure.banner', { day: formatDay(notice.closesOn, locale) })}
    </Alert>
  );
};
