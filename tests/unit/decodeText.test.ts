import { describe, expect, it } from 'vitest';
import { decodeText, type TextEncoding } from '../../server/text/decodeText';

const decode = async (chunks: Buffer[]) => {
  const heard: TextEncoding[] = [];
  let text = '';
  for await (const part of decodeText(
    (async function* () {
      yield* chunks;
    })(),
    (encoding) => heard.push(encoding),
  )) {
    text += part;
  }
  return { text, heard };
};

const LATIN_1_NAMES = 'siret,name\n30000000100013,CAFÉ DES ÉCOLES\n30000000200029,L’ŒUVRE À 5 €\n';

describe('reading the text of a Sirene file', () => {
  it('reads a Latin-1 (Windows-1252) file with its accents, the € and Œ included, and says so', async () => {
    // Latin-1 has no ’, Œ or €: Windows-1252 puts them at 0x80 to 0x9F.
    const bytes = Buffer.from(LATIN_1_NAMES.replace('’', '\x92').replace('Œ', '\x8C').replace('€', '\x80'), 'latin1');
    const { text, heard } = await decode([bytes]);
    expect(text).toBe(LATIN_1_NAMES);
    expect(heard).toEqual(['windows-1252']);
  });

  it('reads UTF-8, even with a character cut in two between chunks', async () => {
    const bytes = Buffer.from(`\uFEFF${LATIN_1_NAMES}`);
    const cutAt = bytes.indexOf(Buffer.from('É')) + 1;
    const { text, heard } = await decode([bytes.subarray(0, cutAt), bytes.subarray(cutAt)]);
    expect(text).toBe(LATIN_1_NAMES);
    expect(heard).toEqual(['utf-8']);
  });

  it('decides at the first byte beyond ASCII, however far into the file, even at the very end of a chunk', async () => {
    const ascii = Buffer.from('siret,name\n'.padEnd(70_000, 'x'));
    const latin1 = Buffer.from('\nÉPICERIE\n', 'latin1');
    // 0xC9 (É) is also the first byte of a two-byte UTF-8 character: only the next byte tells.
    const { text, heard } = await decode([ascii, latin1.subarray(0, 2), latin1.subarray(2)]);
    expect(text).toBe(`${ascii.toString()}\nÉPICERIE\n`);
    expect(heard).toEqual(['windows-1252']);
  });

  it('refuses a file that starts as UTF-8 and then holds a Latin-1 byte, naming where', async () => {
    await expect(decode([Buffer.from('siret,name\nÉPICERIE\n'), Buffer.from('CAFÉ\n', 'latin1')])).rejects.toThrow(
      'The file is not UTF-8 near byte 21, though it starts as UTF-8',
    );
  });
});
