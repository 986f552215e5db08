import type { Locale as DateFnsLocale } from 'date-fns';
import { de, enGB, es, fr, nl, pt } from 'date-fns/locale';
import { deDE, enUS, esES, frFR, nlNL, ptPT } from '@mui/x-date-pickers/locales';
import { isLocale, type Locale } from '../../../../common/locales';

type PickerTexts = typeof frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Per language of the portal: the order days are typed and shown in (date-fns' locale; English
 * day first, as `dateLocale` writes them) and the picker's own texts (its buttons' names, the
 * empty sections' placeholders), from MUI X's translations.
 */
const PICKER_LOCALES: Record<Locale, { dates: DateFnsLocale; texts: PickerTexts }> = {
  fr: { dates: fr, texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { dates: enGB, texts: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
  de: { dates: de, texts: deDE.components.MuiLocalizationProvider.defaultProps.localeText },
  es: { dates: es, texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
  nl: { dates: nl, texts: nlNL.components.MuiLocalizationProvider.defaultProps.localeText },
  pt: { dates: pt, texts: ptPT.components.MuiLocalizationProvider.defaultProps.localeText },
};

export const pickerLocale = (locale: string) => PICKER_LOCALES[isLocale(locale) ? locale : 'fr'];
