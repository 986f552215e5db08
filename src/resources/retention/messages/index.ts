import type { ResourceMessages } from '../../descriptor';
import type { RetentionMessages } from './fr';

// Each language's texts load with that language's chunk, never all six up front.
export const messages: ResourceMessages<RetentionMessages> = {
  fr: async () => (await import('./fr')).fr,
  en: async () => (await import('./en')).en,
  es: async () => (await import('./es')).es,
  pt: async () => (await import('./pt')).pt,
  de: async () => (await import('./de')).de,
  nl: async () => (await import('./nl')).nl,
};

/** The legal holds' texts: their part of the same files. */
export const holdsMessages: ResourceMessages<RetentionMessages['holds']> = {
  fr: async () => (await messages.fr()).holds,
  en: async () => (await messages.en()).holds,
  es: async () => (await messages.es()).holds,
  pt: async () => (await messages.pt()).holds,
  de: async () => (await messages.de()).holds,
  nl: async () => (await messages.nl()).holds,
};

/** The purge log's texts: their part of the same files. */
export const purgesMessages: ResourceMessages<RetentionMessages['purges']> = {
  fr: async () => (await messages.fr()).purges,
  en: async () => (await messages.en()).purges,
  es: async () => (await messages.es()).purges,
  pt: async () => (await messages.pt()).purges,
  de: async () => (await messages.de()).purges,
  nl: async () => (await messages.nl()).purges,
};
