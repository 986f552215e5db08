import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BASES } from '../common/api/bases';
import { startFiles } from '../common/api/platform';
import type { Locale } from '../common/locales';
import type { TI18nOverride } from '../common/schemas/i18n';
import { App } from './App';
import { callUrl } from './dataProvider/call';
import { createI18nProvider } from './i18n/i18nProvider';
import { initialLocale } from './i18n/initialLocale';
import { readFrontConf, readI18nOverride } from './startup/readStartFiles';

const root = createRoot(document.getElementById('root')!);

const start = async () => {
  const conf = readFrontConf(await (await fetch(callUrl(BASES, startFiles.frontConf))).json());
  // A customer without overrides, or an unreadable override file, gets the bundled messages.
  const loadOverride = async (locale: Locale): Promise<TI18nOverride | undefined> => {
    const url = callUrl(conf.BASES, startFiles.i18nOverride, { id: conf.I18N_ID, locale });
    const response = await fetch(url).catch(() => undefined);
    if (!response?.ok) return undefined;
    return readI18nOverride(await response.json().catch(() => undefined));
  };
  const locale = initialLocale();
  document.documentElement.lang = locale;
  const i18nProvider = await createI18nProvider(locale, loadOverride);
  root.render(
    <StrictMode>
      <App conf={conf} i18nProvider={i18nProvider} />
    </StrictMode>,
  );
};

start().catch((error) => {
  console.error(error);
  root.render(
    <p style={{ fontFamily: 'sans-serif', padding: 24 }}>Le portail est injoignable. The portal cannot be reached.</p>,
  );
});
