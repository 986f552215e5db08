import { readFileSync } from 'node:fs';
import { XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import type { TInvoiceViolation } from '../../../../common/schemas/chorusInvoice';
import { SAFE_PARSING } from './invoiceXml';

/**
 * The official XSDs (xsd/README.md), compiled once per thread by libxml2 (WASM): CII as Factur-X's
 * EN 16931 profile restricts it, UBL 2.1 Invoice and CreditNote.
 */
export type XsdSyntax = 'CII' | 'UBL_INVOICE' | 'UBL_CREDIT_NOTE';

const SCHEMAS: Record<XsdSyntax, string> = {
  CII: 'xsd/facturx-en16931/Factur-X_EN16931.xsd',
  UBL_INVOICE: 'xsd/ubl21/maindoc/UBL-Invoice-2.1.xsd',
  UBL_CREDIT_NOTE: 'xsd/ubl21/maindoc/UBL-CreditNote-2.1.xsd',
};

/** XSD errors reported at most: past a few, the file is simply not of this syntax. */
const MAX_REPORTED = 10;

const validators = new Map<XsdSyntax, XsdValidator>();

const validatorOf = (syntax: XsdSyntax): XsdValidator => {
  const known = validators.get(syntax);
  if (known) return known;
  // The schemas import their modules by relative paths, read from the files beside them.
  xmlRegisterFsInputProviders();
  const url = new URL(SCHEMAS[syntax], import.meta.url);
  // The schema's document stays alive with the validator that was compiled from it.
  const schema = XmlDocument.fromBuffer(readFileSync(url), { url: url.href, option: SAFE_PARSING });
  const validator = XsdValidator.fromDoc(schema);
  validators.set(syntax, validator);
  return validator;
};

/** Compiles every schema now, so that a thread's first invoice does not pay for it. */
export const loadInvoiceXsds = () => {
  for (const syntax of Object.keys(SCHEMAS) as XsdSyntax[]) validatorOf(syntax);
};

const violationsOf = (error: unknown): TInvoiceViolation[] => {
  if (!(error instanceof XmlLibError)) throw error;
  return error.details.slice(0, MAX_REPORTED).map((detail) => ({
    rule: 'XSD',
    field: null,
    message: `line ${detail.line}: ${detail.message.trim()}`.slice(0, 500),
  }));
};

/** The XSD violations of an invoice's XML, parsed by withInvoiceXml. */
export const checkInvoiceXsd = (document: XmlDocument, syntax: XsdSyntax): TInvoiceViolation[] => {
  try {
    validatorOf(syntax).validate(document);
    return [];
  } catch (error) {
    return violationsOf(error);
  }
};
