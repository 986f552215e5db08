import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { TDoc } from '../../../common/schemas/documents';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import type { DocumentsDataProvider } from './calls';
import { field, periodOf, recipientOf } from './documentColumns';
import { t } from './name';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="caption" color="text.secondary" sx={{ mt: 1 }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children ?? '—'}
    </Typography>
  </>
);

/** The details pane: what the document is, where it sits, its fingerprint, and for staff its audit. */
export const DocumentDetails = ({ doc, staff }: { doc: TDoc; staff: boolean }) => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const { data: location } = useQuery({
    queryKey: ['ged', 'location', doc.id],
    queryFn: () => dataProvider.docLocation(doc.id),
  });
  const context = { translate, locale };
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Item label={translate(field('docType'))}>{translate(`liasse.doc_types.${doc.docType}`)}</Item>
      <Item label={translate(field('period'))}>{periodOf(doc, context)}</Item>
      <Item label={translate(field('createdAt'))}>{formatDateTime(doc.createdAt, locale, 'long')}</Item>
      <Item label={translate(field('senderId'))}>{doc.senderName}</Item>
      <Item label={translate(field('recipient'))}>{recipientOf(doc)}</Item>
      <Item label={translate(field('orgName'))}>{doc.orgName}</Item>
      <Item label={translate(field('description'))}>{doc.description}</Item>
      <Item label={translate(field('keywords'))}>
        {doc.keywords.length > 0 ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {doc.keywords.map((keyword) => (
              <Chip key={keyword} size="small" label={keyword} />
            ))}
          </Stack>
        ) : null}
      </Item>
      <Item label={translate(field('metaDatas'))}>
        {doc.metaDatas.length > 0 ? doc.metaDatas.map((meta) => `${meta.name} : ${meta.value}`).join(' · ') : null}
      </Item>
      <Item label={translate(field('location'))}>{location?.path ?? doc.path}</Item>
      <Item label={translate(field('pages'))}>{doc.pages}</Item>
      {/* The staff read when the retention policy lets it go; the employee, until when it stays theirs. */}
      <Item label={translate(field(staff ? 'retainUntil' : 'availableUntil'))}>
        {formatDay(doc.retainUntil, locale) ?? translate(t('detail.kept_for_good'))}
      </Item>
      <Item label={translate(field('sha256'))}>
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
          {doc.sha256}
        </Box>
      </Item>
      {/* Who opened it, from where: the staff's audit, not an employee's concern. */}
      {staff && (
        <Item label={translate(t('detail.events'))}>
          <Box component="ol" sx={{ m: 0, pl: 2 }}>
            {doc.events.map((event, index) => (
              <li key={index}>
                {translate(t('detail.event_line'), {
                  kind: translate(t(`detail.event.${event.kind}`)),
                  at: formatDateTime(event.at, locale) ?? '',
                  user: event.userName ?? translate(t('detail.nobody')),
                })}
                {event.ip ? ` (${event.ip})` : ''}
              </li>
            ))}
          </Box>
        </Item>
      )}
    </Box>
  );
};
