import type { ResourceMessages } from '../../descriptor';
import type { DsnImportMessages } from '../dsn/messages/fr';
import type { EmployeeMessages } from './fr';

// Each language's texts load with that language's chunk, never all six up front; the DSN
// import's sit under `dsn`.
export const messages: ResourceMessages<EmployeeMessages & { dsn: DsnImportMessages }> = {
  fr: async () => ({ ...(await import('./fr')).fr, dsn: (await import('../dsn/messages/fr')).fr }),
  en: async () => ({ ...(await import('./en')).en, dsn: (await import('../dsn/messages/en')).en }),
  es: async () => ({ ...(await import('./es')).es, dsn: (await import('../dsn/messages/es')).es }),
  pt: async () => ({ ...(await import('./pt')).pt, dsn: (await import('../dsn/messages/pt')).pt }),
  de: async () => ({ ...(await import('./de')).de, dsn: (await import('../dsn/messages/de')).de }),
  nl: async () => ({ ...(await import('./nl')).nl, dsn: (await import('../dsn/messages/nl')).nl }),
};
