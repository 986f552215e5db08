import type { ResourceMessages } from '../../descriptor';
import type { ChorusMessages, ChorusSentMessages } from './fr';

// Each language's texts load with that language's chunk, never all six up front.
export const messages: ResourceMessages<ChorusMessages> = {
  fr: async () => (await import('./fr')).fr,
  en: async () => (await import('./en')).en,
  es: async () => (await import('./es')).es,
  pt: async () => (await import('./pt')).pt,
  de: async () => (await import('./de')).de,
  nl: async () => (await import('./nl')).nl,
};

/** The sent list's texts: their part of the same files. */
export const sentMessages: ResourceMessages<ChorusSentMessages> = {
  fr: async () => (await messages.fr()).sent,
  en: async () => (await messages.en()).sent,
  es: async () => (await messages.es()).sent,
  pt: async () => (await messages.pt()).sent,
  de: async () => (await messages.de()).sent,
  nl: async () => (await messages.nl()).sent,
};
