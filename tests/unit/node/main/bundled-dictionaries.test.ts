// The dictionaries the installers ship (resources/dictionaries, made by scripts/make-dictionaries.sh):
// each must be one Chromium accepts, or Chromium deletes it and tries to download another.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryLanguage, spellCheckLanguages } from '@main/spell-check';

const folder = join(process.cwd(), 'resources', 'dictionaries');
const packageJson = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

// Chromium's third_party/hunspell/google/bdict.h: a 32-byte little-endian header ("BDic", major and
// minor version, the offsets of the aff and dic data, then the MD5 of everything from the aff data on),
// and BDict::Verify's checks.
const SIGNATURE = 0x63694442;
const MAJOR_VERSION = 2;
const HEADER_BYTES = 32;
const AFF_HEADER_BYTES = 16;

/** Why Chromium's BDict::Verify would refuse the file; null when it would accept it. */
function bdictProblem(data: Buffer): string | null {
  if (data.length <= HEADER_BYTES) return 'shorter than its header';
  if (data.readUInt32LE(0) !== SIGNATURE) return 'no BDic signature';
  const major = data.readUInt16LE(4);
  if (major > MAJOR_VERSION) return `major version ${major}`;
  const affOffset = data.readUInt32LE(8);
  const dicOffset = data.readUInt32LE(12);
  if (affOffset > data.length || dicOffset > data.length) return 'an offset past the end';
  if (affOffset + AFF_HEADER_BYTES > data.length) return 'no room for the aff header';
  if (data.readUInt32LE(affOffset) + 4 > data.length) return 'no room for the affix groups';
  if (major >= 2) {
    const digest = createHash('md5').update(data.subarray(affOffset)).digest();
    if (!digest.equals(data.subarray(16, 32))) return 'MD5 digest does not match';
  }
  return null;
}

const shipped = readdirSync(folder).filter((name) => name.endsWith('.bdic'));

describe('the bundled spell-check dictionaries', () => {
  it("are American and British English under Chromium's versioned file names", () => {
    expect(shipped.sort()).toEqual(['en-GB-10-1.bdic', 'en-US-10-1.bdic']);
    const languages = shipped.map(dictionaryLanguage);
    for (const locale of ['en-US', 'en-GB', 'ar-SA']) {
      expect(languages).toEqual(expect.arrayContaining(spellCheckLanguages(locale)));
    }
  });

  it.each(shipped)('%s passes BDict::Verify and holds a real word list', (name) => {
    const data = readFileSync(join(folder, name));
    expect(bdictProblem(data)).toBeNull();
    // About 49,000 English words: far more than a stub.
    expect(data.length).toBeGreaterThan(300_000);
  });

  it('would be refused by the check if truncated or damaged', () => {
    const data = readFileSync(join(folder, 'en-US-10-1.bdic'));
    expect(bdictProblem(data.subarray(0, data.length - 1))).toBe('MD5 digest does not match');
    expect(bdictProblem(data.subarray(0, 20))).toBe('shorter than its header');
    const damaged = Buffer.from(data);
    damaged[damaged.length - 100] ^= 0xff;
    expect(bdictProblem(damaged)).toBe('MD5 digest does not match');
    const renamed = Buffer.from(data);
    renamed.write('XDic', 0, 'latin1');
    expect(bdictProblem(renamed)).toBe('no BDic signature');
  });

  it('were made from the pinned packages, whose licences are shipped beside them', () => {
    const readme = readFileSync(join(folder, 'README.md'), 'utf8');
    for (const [name, source] of [
      ['en-US-10-1', 'dictionary-en'],
      ['en-GB-10-1', 'dictionary-en-gb'],
    ]) {
      const pinned = packageJson.devDependencies[source];
      expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
      expect(readme).toContain(`${name}.bdic`);
      expect(readme).toContain(`${source}@${pinned}`);
      expect(readFileSync(join(folder, `${name}.LICENSE`), 'utf8')).toMatch(/SCOWL/);
    }
  });
});
