import { isLocale, pickLocale, type Locale } from '../../common/locales';

export const STORE_KEY = 'Liasse';
// Where react-admin's localStorageStore keeps the language the user chose last.
const CHOSEN_LOCALE_KEY = `RaStore${STORE_KEY}.locale`;

/** The language the user chose last, else the browser's, else French. */
export const initialLocale = (): Locale => {
  try {
    const chosen = JSON.parse(localStorage.getItem(CHOSEN_LOCALE_KEY) ?? 'null');
    if (isLocale(chosen)) return chosen;
  } catch {
    // An unreadable stored choice is the same as none.
  }
  return pickLocale(navigator.language);
};
