import { ParseOption, XmlDocument, XmlElement, XmlParseError } from 'libxml2-wasm';
import { UnreadableInvoice } from './unreadableInvoice';

/** An invoice's XML is a few hundred kilobytes at most; past this it is no invoice, or a bomb. */
export const MAX_INVOICE_XML_BYTES = 5 * 1024 * 1024;

/** An element as the mappers read it: child elements by local name, attributes as '@name', a leaf's text as '#text'. */
export type XmlNode = { [name: string]: XmlNode[] | string | undefined };

/**
 * No network, no external entities, no entity substitution; libxml2's own limits (depth, sizes)
 * stay on (no XML_PARSE_HUGE).
 */
export const SAFE_PARSING = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE;

/** The text of an XML file: UTF-8, without its byte order mark. */
export const decodeXml = (bytes: Uint8Array): string => {
  if (bytes.byteLength > MAX_INVOICE_XML_BYTES) {
    throw new UnreadableInvoice('too_large', `The XML is larger than ${MAX_INVOICE_XML_BYTES} bytes`);
  }
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
};

/**
 * Works on an invoice's XML parsed by libxml2, once for both the XSD and the mapping. A document
 * type declaration is refused before the parser sees it: no invoice syntax has one, and it is
 * what external entities (XXE) and entity expansion bombs (billion laughs) need.
 */
export const withInvoiceXml = <T>(xml: string, work: (document: XmlDocument) => T): T => {
  if (xml.length > MAX_INVOICE_XML_BYTES) {
    throw new UnreadableInvoice('too_large', `The XML is larger than ${MAX_INVOICE_XML_BYTES} characters`);
  }
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) {
    throw new UnreadableInvoice('doctype', 'The XML declares a document type or entities, which invoices never do');
  }
  let document: XmlDocument;
  try {
    document = XmlDocument.fromString(xml, { option: SAFE_PARSING });
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    const first = error.details[0];
    const where = first ? ` (line ${first.line}: ${first.message.trim()})` : '';
    throw new UnreadableInvoice('malformed_xml', `The XML is not well-formed${where}`.slice(0, 500));
  }
  try {
    return work(document);
  } finally {
    document.dispose();
  }
};

/** An element and its descendants as plain objects, read out of WASM once. */
export const treeOf = (element: XmlElement): XmlNode => {
  const node: XmlNode = {};
  let leaf = true;
  for (let current = element.firstChild; current; current = current.next) {
    if (!(current instanceof XmlElement)) continue;
    leaf = false;
    const list = (node[current.name] ??= []) as XmlNode[];
    list.push(treeOf(current));
  }
  if (leaf) node['#text'] = element.content;
  for (const attribute of element.attrs) node[`@${attribute.name}`] = attribute.value;
  return node;
};

/** The first child elements along a path of local names. */
export const child = (node: XmlNode | undefined, ...path: string[]): XmlNode | undefined => {
  let current = node;
  for (const name of path) {
    const children = current?.[name];
    current = Array.isArray(children) ? children[0] : undefined;
  }
  return current;
};

/** Every child element of this local name. */
export const children = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const found = node?.[name];
  return Array.isArray(found) ? found : [];
};

/** The trimmed text of the element at a path, or null when it is absent or empty. */
export const text = (node: XmlNode | undefined, ...path: string[]): string | null => {
  const value = child(node, ...path)?.['#text'];
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
};

export const attribute = (node: XmlNode | undefined, name: string): string | null => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : null;
};
