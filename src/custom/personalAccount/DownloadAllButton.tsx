import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locales';
import { saveFile } from '../../resources/documents/download';
import type { PersonalAccountDataProvider } from './personalAccountCalls';

/** The employee's own copy of every document of theirs, with an index in their language, as one zip (art. D.3243-8). */
export const DownloadAllButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PersonalAccountDataProvider>();
  const [locale] = useLocaleState();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await dataProvider.myDocumentsArchive(isLocale(locale) ? locale : DEFAULT_LOCALE));
    } catch {
      notify('liasse.personal_account.my_documents.download_all_failed', { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <TopToolbar>
      <Button variant="outlined" startIcon={<DownloadIcon />} loading={downloading} onClick={() => void download()}>
        {translate('liasse.personal_account.my_documents.download_all')}
      </Button>
    </TopToolbar>
  );
};
