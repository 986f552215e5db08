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
