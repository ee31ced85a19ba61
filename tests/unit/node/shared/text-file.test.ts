// A file's bytes as text (an imported snippets file, a config file), whichever encoding a Windows or
// macOS editor saved it in.
import { describe, expect, it } from 'vitest';
import { decodeTextFile } from '@shared/text-file';

const TEXT = '{"name": "شعار 😀"}';

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 + i * 2, text.charCodeAt(i), littleEndian);
  return bytes;
}

describe('a chosen file’s text', () => {
  it('is read from UTF-8 with or without a byte-order mark', () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(decodeTextFile(utf8)).toBe(TEXT);
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(TEXT);
  });

  it('is read from UTF-16, little- or big-endian, with a byte-order mark', () => {
    expect(decodeTextFile(utf16(TEXT, true))).toBe(TEXT);
    expect(decodeTextFile(utf16(TEXT, false))).toBe(TEXT);
  });

  it('is refused when the bytes are no UTF-8 (a legacy code page) or UTF-16 without its mark', () => {
    expect(decodeTextFile(new Uint8Array([0x7b, 0xd4, 0xda, 0xc7, 0xd1, 0x7d]))).toBeNull();
    expect(decodeTextFile(utf16(TEXT, true).subarray(2))).toBeNull();
  });

  it('is empty for an empty file', () => {
    expect(decodeTextFile(new Uint8Array())).toBe('');
  });
});
