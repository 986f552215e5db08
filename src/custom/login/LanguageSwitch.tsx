import { TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../../../common/locales';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';

/**
 * The language switch of the pages one reaches signed out. The choice goes to react-admin's store,
 * where the user dropdown's switch also keeps it: the portal opens in it after sign-in and on the
 * next visit.
 */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      id="liasse-language"
      select
      size="small"
      variant="standard"
      label={translate('liasse.user_menu.language')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{ select: { native: true } }}
    >
      {LOCALES.map((choice) => (
        <option key={choice} value={choice} lang={choice}>
          {LANGUAGE_NAMES[choice]}
        </option>
      ))}
    </TextField>
  );
};
