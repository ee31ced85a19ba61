import { describe, expect, it } from 'vitest';
import { decodeConfigText } from '@main/config-text';

const json = '{ "apiUrl": "https://api.example.com/é" }';
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('a config file is read whatever saved it', () => {
  it.each([
    ['UTF-8', Buffer.from(json, 'utf8')],
    [
      'UTF-8 with a BOM (Notepad, PowerShell 5 Out-File -Encoding utf8)',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]),
    ],
    [
      'UTF-16 LE with a BOM (PowerShell 5 Out-File, > redirection)',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]),
    ],
    ['UTF-16 BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(json)])],
  ])('%s', (_encoding, bytes) => {
    expect(decodeConfigText(bytes)).toEqual({ ok: true, text: json });
  });

  it('says the encoding is wrong, rather than "not JSON", for UTF-16 without its BOM', () => {
    expect(decodeConfigText(Buffer.from(json, 'utf16le'))).toEqual({
      ok: false,
      problem: { code: 'badEncoding' },
    });
  });

  it('says the encoding is wrong for bytes that are not UTF-8 (a legacy code page)', () => {
    const latin1 = Buffer.from('{"apiUrl":"https://caf\xe9.example"}', 'latin1');
    expect(decodeConfigText(latin1)).toEqual({ ok: false, problem: { code: 'badEncoding' } });
  });
});
