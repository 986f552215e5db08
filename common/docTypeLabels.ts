import { de } from './docTypeNames/de';
import { en } from './docTypeNames/en';
import { es } from './docTypeNames/es';
import { fr } from './docTypeNames/fr';
import { nl } from './docTypeNames/nl';
import { pt } from './docTypeNames/pt';
import type { DocType } from './docTypes';
import type { Locale } from './locales';

/**
 * Each document type's name in each language, for the server (the employee export's index). The
 * screens import their own language's file only (common/docTypeNames/), so that a language's chunk
 * holds no other's names.
 */
export const DOC_TYPE_LABELS: Record<Locale, Record<DocType, string>> = { fr, en, es, pt, de, nl };
