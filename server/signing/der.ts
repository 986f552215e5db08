/**
 * The little DER this module needs: CMS signatures, RFC 3161 requests and answers. Certificates
 * are carried as their original bytes, never decoded and re-encoded, so a hash over them holds.
 */

const encodeLength = (length: number): Buffer => {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};

const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), encodeLength(body.length), body]);
};

export const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
/** DER sorts the members of a SET OF by their encodings. */
export const set = (...parts: Buffer[]) => tlv(0x31, ...[...parts].sort(Buffer.compare));
export const octetString = (bytes: Buffer) => tlv(0x04, bytes);
export const boolean = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]));
export const NULL = Buffer.from([0x05, 0x00]);
/** [n] around a value (EXPLICIT), or the value's content under tag [n] (IMPLICIT, constructed). */
export const explicit = (n: number, value: Buffer) => tlv(0xa0 | n, value);
export const implicit = (n: number, value: Buffer) => Buffer.concat([Buffer.from([0xa0 | n]), value.subarray(1)]);

/** An INTEGER from its unsigned big-endian bytes (a serial number, a nonce) or a small number. */
export const integer = (value: Buffer | number): Buffer => {
  const hex = typeof value === 'number' ? value.toString(16) : '';
  let bytes = typeof value === 'number' ? Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex') : value;
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  bytes = bytes.subarray(start);
  return tlv(0x02, bytes[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
};

export const oid = (dotted: string): Buffer => {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first! * 40 + second!, ...rest]) {
    const groups = [arc & 0x7f];
    for (let rest = Math.floor(arc / 128); rest > 0; rest = Math.floor(rest / 128))
      groups.unshift((rest & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
};

/** GeneralizedTime in UTC, to the second. */
export const generalizedTime = (date: Date) =>
  tlv(0x18, Buffer.from(`${date.toISOString().replace(/[-:T]|\.\d+/g, '')}`, 'latin1'));

/** One decoded element: its tag, its whole encoding and its content. */
type Element = { tag: number; raw: Buffer; body: Buffer };

export const read = (bytes: Buffer, offset = 0): Element => {
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('Truncated DER');
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('Unsupported DER length');
    length = bytes.readUIntBE(offset + 2, count);
    header += count;
  }
  const end = offset + header + length;
  if (end > bytes.length) throw new Error('Truncated DER');
  return { tag, raw: bytes.subarray(offset, end), body: bytes.subarray(offset + header, end) };
};

export const children = (element: Element): Element[] => {
  const list: Element[] = [];
  for (let offset = 0; offset < element.body.length; offset += list.at(-1)!.raw.length) {
    list.push(read(element.body, offset));
  }
  return list;
};

/** The child at `index`, or an error naming what was expected there. */
export const child = (element: Element, index: number, what: string): Element => {
  const found = children(element)[index];
  if (!found) throw new Error(`Malformed DER: no ${what}`);
  return found;
};
