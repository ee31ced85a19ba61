import { describe, expect, it } from 'vitest';
import { parseStrictXml } from './strict-xml';

describe('the strict XML reading the templates rely on', () => {
  it('fails on malformed XML, naming the file', () => {
    expect(() => parseStrictXml('<policy><elements></policy>', 'broken.admx')).toThrow(
      /broken\.admx: XML fatalError/,
    );
  });

  it('fails on what a lenient parser would only warn about', () => {
    expect(() => parseStrictXml('<text maxLength=2048/>', 'warned.admx')).toThrow(
      /warned\.admx: XML warning/,
    );
  });

  it('reads a well-formed document', () => {
    expect(parseStrictXml('<?xml version="1.0"?>\n<policy name="ApiUrl"/>', 'good.admx').localName).toBe(
      'policy',
    );
  });
});
