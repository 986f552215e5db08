import { Alert, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZChorusConnection } from '../../../common/schemas/chorus';
import { formatDateTime } from '../../custom/table/cellValue';
import { t } from './name';

export type ChorusConnection = z.infer<typeof ZChorusConnection>;

/** An organisation's connection as it stands: its environment, client id, login, last sync and its error. */
export const ChorusConnectionState = ({ connection }: { connection: ChorusConnection }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!connection.configured) return <Alert severity="info">{translate(t('config.not_configured'))}</Alert>;
  const lines = [
    connection.environment && translate(t.entry('environments', connection.environment)),
    connection.clientId && `${translate(t('config.client_id'))} : ${connection.clientId}`,
    connection.login && `${translate(t('config.login'))} : ${connection.login}`,
    connection.syncedUntil
      ? translate(t('config.synced'), { date: formatDateTime(connection.syncedUntil, locale) })
      : translate(t('config.never_synced')),
  ].filter(Boolean);
  return (
    <Alert severity={connection.syncError ? 'warning' : 'success'}>
      {lines.map((line) => (
        <Typography key={String(line)} variant="body2">
          {line}
        </Typography>
      ))}
      {connection.syncError && (
        <Typography variant="body2">{translate(t('config.sync_error'), { error: connection.syncError })}</Typography>
      )}
    </Alert>
  );
};
