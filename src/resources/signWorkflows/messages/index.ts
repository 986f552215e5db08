import type { ResourceMessages } from '../../descriptor';
import type { SignWorkflowMessages } from './fr';

// Each language's texts load with that language's chunk, never all six up front.
export const messages: ResourceMessages<SignWorkflowMessages> = {
  fr: async () => (await import('./fr')).fr,
  en: async () => (await import('./en')).en,
  es: async () => (await import('./es')).es,
  pt: async () => (await import('./pt')).pt,
  de: async () => (await import('./de')).de,
  nl: async () => (await import('./nl')).nl,
};

/** The templates' texts: their part of the same files. */
export const templateMessages: ResourceMessages<SignWorkflowMessages['templates']> = {
  fr: async () => (await messages.fr()).templates,
  en: async () => (await messages.en()).templates,
  es: async () => (await messages.es()).templates,
  pt: async () => (await messages.pt()).templates,
  de: async () => (await messages.de()).templates,
  nl: async () => (await messages.nl()).templates,
};

/** The signed books' texts: their part of the same files. */
export const doneMessages: ResourceMessages<SignWorkflowMessages['done']> = {
  fr: async () => (await messages.fr()).done,
  en: async () => (await messages.en()).done,
  es: async () => (await messages.es()).done,
  pt: async () => (await messages.pt()).done,
  de: async () => (await messages.de()).done,
  nl: async () => (await messages.nl()).done,
};
