// Spell-check with dictionaries shipped inside the app, never downloaded. macOS checks with the OS's
// own checker (every language it has, Arabic included). On Windows and Linux Chromium uses the Windows
// Spell Checker where Windows has the language, else a Hunspell dictionary (.bdic) that it looks for in
// <sessionData>/Dictionaries/ before downloading one from Google: the bundled ones are copied there, and
// the download address points at a file:// URL the session cannot download from, so a missing file
// fails (and is logged) instead of reaching the internet.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from './logging';

/** The folder of the installed app's resources (electron-builder.yml extraResources) they are in. */
export const DICTIONARIES_RESOURCE = 'dictionaries';

/** The session methods spell-check uses. */
export interface SpellCheckSession {
  setSpellCheckerEnabled(enable: boolean): void;
  setSpellCheckerDictionaryDownloadURL(url: string): void;
  setSpellCheckerLanguages(languages: string[]): void;
  on(
    event: 'spellcheck-dictionary-download-failure',
    listener: (event: unknown, languageCode: string) => void,
  ): unknown;
}

export interface SpellCheckInputs {
  /** Every session a page can use: the app's partition and Electron's default session. */
  sessions: readonly SpellCheckSession[];
  platform: NodeJS.Platform;
  /** bundledDictionaries(): the shipped .bdic files. */
  bundledFolder: string;
  /** app.getPath('sessionData'): Chromium's Dictionaries folder is inside it, one for the whole app. */
  sessionDataFolder: string;
  /** app.getSystemLocale(): British English gets the British dictionary. */
  systemLocale: string;
  log: Pick<Logger, 'info' | 'warn'>;
}

/** The installed app's resources folder, or the repository's in development (`npm start`, `npm run dev`). */
export function bundledDictionaries(run: { isPackaged: boolean; resourcesPath: string; appPath: string }) {
  return run.isPackaged
    ? join(run.resourcesPath, DICTIONARIES_RESOURCE)
    : join(run.appPath, 'resources', DICTIONARIES_RESOURCE);
}

// Chromium's file names carry its version of the dictionary: en-US-10-1.bdic is en-US's.
const BDIC_NAME = /^([a-z]{2,3}(?:-[A-Z]{2})?)-\d+-\d+\.bdic$/;

/** The language a dictionary file is for, by Chromium's naming; null for any other file. */
export const dictionaryLanguage = (fileName: string): string | null => BDIC_NAME.exec(fileName)?.[1] ?? null;

/** One English dictionary: British where the OS's locale is British English, American elsewhere. */
export const spellCheckLanguages = (systemLocale: string): string[] =>
  /^en[-_]GB\b/i.test(systemLocale) ? ['en-GB'] : ['en-US'];

const sameFile = (a: string, b: string) => {
  try {
    if (statSync(a).size !== statSync(b).size) return false;
  } catch {
    return false;
  }
  const digest = (path: string) => createHash('sha1').update(readFileSync(path)).digest('hex');
  return digest(a) === digest(b);
};

/**
 * Copies each bundled .bdic into Chromium's Dictionaries folder when it is missing there or differs
 * (an older version, or a damaged copy). Through a temporary name, so Chromium never finds half a file
 * under the real one. Returns the languages now there.
 */
export function installDictionaries(from: string, to: string): string[] {
  const files = readdirSync(from).filter((name) => dictionaryLanguage(name) !== null);
  mkdirSync(to, { recursive: true });
  for (const name of files) {
    const target = join(to, name);
    if (sameFile(join(from, name), target)) continue;
    copyFileSync(join(from, name), `${target}.part`);
    renameSync(`${target}.part`, target);
  }
  return files.map((name) => dictionaryLanguage(name) ?? name);
}

/** Sets up every session before any page opens; logs what fails and never throws. */
export function setUpSpellCheck(inputs: SpellCheckInputs): void {
  const { sessions, log } = inputs;
  const attempt = (what: string, work: () => void) => {
    try {
      work();
      return true;
    } catch (error) {
      log.warn(`Spell-check: could not ${what}`, { error: String(error) });
      return false;
    }
  };
  // macOS's checker: Electron ignores languages and download addresses there, and downloads nothing.
  if (inputs.platform === 'darwin') {
    for (const session of sessions) attempt('turn it on', () => session.setSpellCheckerEnabled(true));
    return;
  }

  const dictionaries = join(inputs.sessionDataFolder, 'Dictionaries');
  attempt('install the bundled dictionaries', () => {
    const installed = installDictionaries(inputs.bundledFolder, dictionaries);
    log.info('Spell-check dictionaries in place', { installed, folder: dictionaries });
  });
  // Chromium requests <address><file name in lower case>: from a file:// address it cannot.
  const downloadAddress = `${pathToFileURL(inputs.bundledFolder).href}/`;
  const languages = spellCheckLanguages(inputs.systemLocale);
  for (const session of sessions) {
    attempt('watch dictionary downloads', () =>
      session.on('spellcheck-dictionary-download-failure', (_event, language) =>
        log.warn('Spell-check: no dictionary for a language (nothing is downloaded)', { language }),
      ),
    );
    // The address before anything that may start a download; a session without it stays unchecked.
    if (
      !attempt('set the dictionary address', () =>
        session.setSpellCheckerDictionaryDownloadURL(downloadAddress),
      )
    ) {
      attempt('turn it off', () => session.setSpellCheckerEnabled(false));
      continue;
    }
    attempt('set the languages', () => session.setSpellCheckerLanguages(languages));
    attempt('turn it on', () => session.setSpellCheckerEnabled(true));
  }
}
