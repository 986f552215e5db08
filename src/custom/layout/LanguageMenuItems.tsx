import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { useLocaleState, useLocales, useTranslate, useUserMenu } from 'react-admin';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { useLanguageNotice } from './LanguageChangeNotice';
import type { Locale } from '../../../common/locales';

/** The language switch, inside the user dropdown. */
export const LanguageMenuItems = () => {
  const translate = useTranslate();
  const [, setLanguageNotice] = useLanguageNotice();
  const locales = useLocales();
  const [current, setLocale] = useLocaleState();
  const userMenu = useUserMenu();

  const choose = async (locale: Locale) => {
    userMenu?.onClose();
    if (locale === current) return;
    setLanguageNotice(locale);
    await setLocale(locale);
  };

  return (
    <>
      <ListSubheader>{translate('liasse.user_menu.language')}</ListSubheader>
      {locales.map(({ locale }) => (
        <MenuItem key={locale} onClick={() => choose(locale as Locale)} lang={locale} selected={locale === current}>
          <ListItemIcon>{locale === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[locale as Locale]}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
};
