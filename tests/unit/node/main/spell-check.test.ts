import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  bundledDictionaries,
  dictionaryLanguage,
  installDictionaries,
  setUpSpellCheck,
  spellCheckLanguages,
  type SpellCheckSession,
} from '@main/spell-check';

const folder = (name: string) => mkdtempSync(join(tmpdir(), `spell-${name}-`));

/** A bundled folder as the installers lay it out: two dictionaries and their notices. */
function bundled() {
  const dir = folder('bundled');
  writeFileSync(join(dir, 'en-US-10-1.bdic'), 'BDic american words');
  writeFileSync(join(dir, 'en-GB-10-1.bdic'), 'BDic british words');
  writeFileSync(join(dir, 'README.md'), 'where they come from');
  writeFileSync(join(dir, 'en-US-10-1.LICENSE'), 'licence');
  return dir;
}

/** A session that records, in order, what was asked of it; `failing` names a method that throws. */
function fakeSession(failing?: keyof SpellCheckSession) {
  const calls: string[] = [];
  const listeners = new Map<string, (event: unknown, language: string) => void>();
  const record =
    (name: keyof SpellCheckSession) =>
    (...args: unknown[]) => {
      calls.push(`${name} ${JSON.stringify(args)}`);
      if (name === failing) throw new Error(`${name} failed`);
    };
  const session: SpellCheckSession = {
    setSpellCheckerEnabled: record('setSpellCheckerEnabled'),
    setSpellCheckerDictionaryDownloadURL: record('setSpellCheckerDictionaryDownloadURL'),
    setSpellCheckerLanguages: record('setSpellCheckerLanguages'),
    on: (event, listener) => {
      record('on')(event);
      listeners.set(event, listener);
    },
  };
  return { session, calls, emit: (event: string, language: string) => listeners.get(event)?.({}, language) };
}

function setUp(
  platform: NodeJS.Platform,
  options: { locale?: string; from?: string; failing?: keyof SpellCheckSession } = {},
) {
  const sessions = [fakeSession(options.failing), fakeSession()];
  const sessionData = folder('session-data');
  const log = { info: vi.fn(), warn: vi.fn() };
  const from = options.from ?? bundled();
  setUpSpellCheck({
    sessions: sessions.map((each) => each.session),
    platform,
    bundledFolder: from,
    sessionDataFolder: sessionData,
    systemLocale: options.locale ?? 'en-US',
    log,
  });
  return { sessions, from, dictionaries: join(sessionData, 'Dictionaries'), log };
}

describe('where the bundled dictionaries are', () => {
  it("is the installed app's resources folder, or the repository's in development", () => {
    const run = { resourcesPath: '/opt/app/resources', appPath: '/src/console' };
    expect(bundledDictionaries({ ...run, isPackaged: true })).toBe(
      join('/opt/app/resources', 'dictionaries'),
    );
    expect(bundledDictionaries({ ...run, isPackaged: false })).toBe(
      join('/src/console', 'resources', 'dictionaries'),
    );
  });
});

describe("Chromium's dictionary names and the language chosen", () => {
  it('reads the language from a versioned .bdic name and nothing else', () => {
    expect(dictionaryLanguage('en-US-10-1.bdic')).toBe('en-US');
    expect(dictionaryLanguage('en-GB-10-1.bdic')).toBe('en-GB');
    expect(dictionaryLanguage('de-DE-3-0.bdic')).toBe('de-DE');
    expect(dictionaryLanguage('en-US.bdic')).toBeNull();
    expect(dictionaryLanguage('en-US-10-1.bdic.part')).toBeNull();
    expect(dictionaryLanguage('README.md')).toBeNull();
  });

  it('checks British English where the OS is British, American English everywhere else', () => {
    expect(spellCheckLanguages('en-GB')).toEqual(['en-GB']);
    expect(spellCheckLanguages('en_GB')).toEqual(['en-GB']);
    expect(spellCheckLanguages('en-US')).toEqual(['en-US']);
    expect(spellCheckLanguages('ar-SA')).toEqual(['en-US']);
    expect(spellCheckLanguages('')).toEqual(['en-US']);
  });
});

describe('putting the dictionaries where Chromium looks first', () => {
  it('copies each .bdic, and only those, and leaves no partial file', () => {
    const from = bundled();
    const to = join(folder('data'), 'Dictionaries');
    expect(installDictionaries(from, to).sort()).toEqual(['en-GB', 'en-US']);
    expect(readdirSync(to).sort()).toEqual(['en-GB-10-1.bdic', 'en-US-10-1.bdic']);
    expect(readFileSync(join(to, 'en-US-10-1.bdic'), 'utf8')).toBe('BDic american words');
  });

  it('replaces a copy that differs, in size or in content', () => {
    const from = bundled();
    const to = join(folder('data'), 'Dictionaries');
    mkdirSync(to);
    writeFileSync(join(to, 'en-US-10-1.bdic'), 'BDic'); // truncated
    writeFileSync(join(to, 'en-GB-10-1.bdic'), 'BDic BRITISH WORDS'); // same size, damaged
    installDictionaries(from, to);
    expect(readFileSync(join(to, 'en-US-10-1.bdic'), 'utf8')).toBe('BDic american words');
    expect(readFileSync(join(to, 'en-GB-10-1.bdic'), 'utf8')).toBe('BDic british words');
  });

  it('leaves an identical copy alone', () => {
    const from = bundled();
    const to = join(folder('data'), 'Dictionaries');
    installDictionaries(from, to);
    const target = join(to, 'en-US-10-1.bdic');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(target, past, past);
    installDictionaries(from, to);
    expect(statSync(target).mtime).toEqual(past);
  });
});

describe('setting up spell-check on Windows and Linux', () => {
  it.each(['win32', 'linux'] as const)(
    'on %s: copies the dictionaries, then sets a file:// download address before the language',
    (platform) => {
      const { sessions, from, dictionaries } = setUp(platform);
      expect(readdirSync(dictionaries).sort()).toEqual(['en-GB-10-1.bdic', 'en-US-10-1.bdic']);
      const address = `${pathToFileURL(from).href}/`;
      for (const { calls } of sessions) {
        expect(calls).toEqual([
          'on ["spellcheck-dictionary-download-failure"]',
          `setSpellCheckerDictionaryDownloadURL [${JSON.stringify(address)}]`,
          'setSpellCheckerLanguages [["en-US"]]',
          'setSpellCheckerEnabled [true]',
        ]);
      }
    },
  );

  it('never gives an http(s) address, so nothing can reach the download server', () => {
    const { sessions } = setUp('linux');
    const addresses = sessions.flatMap(({ calls }) =>
      calls.filter((call) => call.startsWith('setSpellCheckerDictionaryDownloadURL')),
    );
    expect(addresses).toHaveLength(2);
    for (const call of addresses) expect(call).toMatch(/\["file:\/\/\/[^"]+\/"\]$/);
  });

  it('uses the British dictionary where the OS is British', () => {
    const { sessions } = setUp('win32', { locale: 'en-GB' });
    expect(sessions[0].calls).toContain('setSpellCheckerLanguages [["en-GB"]]');
  });

  it('logs a failed download as a warning', () => {
    const { sessions, log } = setUp('linux');
    sessions[1].emit('spellcheck-dictionary-download-failure', 'fr-FR');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('no dictionary'), { language: 'fr-FR' });
  });

  it('still protects every session when the bundled folder is missing, and does not throw', () => {
    const { sessions, log } = setUp('linux', { from: join(folder('empty'), 'absent') });
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('install the bundled dictionaries'),
      expect.anything(),
    );
    for (const { calls } of sessions) expect(calls[1]).toMatch(/^setSpellCheckerDictionaryDownloadURL/);
  });

  it('turns a session off, without setting a language, when its download address cannot be set', () => {
    const { sessions, log } = setUp('win32', { failing: 'setSpellCheckerDictionaryDownloadURL' });
    expect(sessions[0].calls.slice(1)).toEqual([
      expect.stringMatching(/^setSpellCheckerDictionaryDownloadURL/),
      'setSpellCheckerEnabled [false]',
    ]);
    expect(sessions[1].calls).toContain('setSpellCheckerLanguages [["en-US"]]');
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('dictionary address'), expect.anything());
  });
});

describe('setting up spell-check on macOS', () => {
  it("leaves it to the OS's checker: nothing copied, no address, no language", () => {
    const { sessions, dictionaries } = setUp('darwin');
    expect(() => readdirSync(dictionaries)).toThrow();
    for (const { calls } of sessions) expect(calls).toEqual(['setSpellCheckerEnabled [true]']);
  });
});
