// On macOS an app can only be the handler of the URL schemes its Info.plist declares, which Electron
// cannot change at run time. `npm run dev` and `npm start` run the Electron.app that obtain-electron.ts
// unpacked into node_modules, so its Info.plist is given the links' scheme (CFBundleURLTypes, as
// electron-builder writes it for the packaged app), the bundle is signed again ad hoc as
// @electron/fuses does after changing Electron.app (the old signature no longer covers the file), and
// LaunchServices is told to read it again. The development app then registers itself at start
// (src/main/link-registration.ts). CI and QA, which must not change the machine, skip all of it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, parse, parseBinary, type PlistValue } from 'plist';
import { LINK_SCHEME } from '../../src/shared/review-link';

export type Env = Record<string, string | undefined>;
type Dictionary = { [key: string]: PlistValue };

export const DEV_URL_NAME = 'Agency Review Console (development)';
/** The same variable src/main/link-registration.ts reads. */
export const SKIP_ENV = 'REVIEW_CONSOLE_SKIP_LINK_REGISTRATION';
export const LSREGISTER =
  '/System/Library/Frameworks/CoreServices.framework/Frameworks/LaunchServices.framework/Support/lsregister';

export interface PlistInputs {
  env: Env;
  platform: NodeJS.Platform;
  /** Runs a program: its exit code (null when it could not be started) and what it wrote to stderr. */
  run: (program: string, args: string[]) => { code: number | null; stderr: string };
  say: (line: string) => void;
}

export type PlistOutcome = 'not macOS' | 'skipped' | 'already declared' | 'declared' | 'failed';

function isSet(value: string | undefined): boolean {
  const trimmed = value?.trim();
  return Boolean(trimmed) && !/^(0|false|no)$/i.test(trimmed!);
}

function isDictionary(value: PlistValue | undefined): value is Dictionary {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof Uint8Array)
  );
}

/** Whether `plist` declares `scheme` among its CFBundleURLTypes. */
export function declaresScheme(plist: Dictionary, scheme: string = LINK_SCHEME): boolean {
  const types = plist.CFBundleURLTypes;
  return (
    Array.isArray(types) &&
    types.some(
      (type) =>
        isDictionary(type) &&
        Array.isArray(type.CFBundleURLSchemes) &&
        type.CFBundleURLSchemes.includes(scheme),
    )
  );
}

/** `plist` with the links' scheme added to its CFBundleURLTypes (any others kept). */
export function withLinkScheme(plist: Dictionary, scheme: string = LINK_SCHEME): Dictionary {
  const types = Array.isArray(plist.CFBundleURLTypes) ? plist.CFBundleURLTypes : [];
  return {
    ...plist,
    CFBundleURLTypes: [
      ...types,
      { CFBundleURLName: DEV_URL_NAME, CFBundleTypeRole: 'Editor', CFBundleURLSchemes: [scheme] },
    ],
  };
}

/** Electron.app, from the executable inside it (…/Electron.app/Contents/MacOS/Electron). */
export function appBundleOf(executable: string): string | null {
  return /^(.*\.app)\/Contents\/MacOS\/[^/]+$/.exec(executable)?.[1] ?? null;
}

/** Declares the links' scheme in the development Electron.app of `executable`, on macOS. */
export function declareLinksInDevApp(executable: string, inputs: PlistInputs): PlistOutcome {
  if (inputs.platform !== 'darwin') return 'not macOS';
  if (isSet(inputs.env[SKIP_ENV]) || isSet(inputs.env.CI)) return 'skipped';
  // An Electron the developer named is theirs: left as it is (docs/development.md says what to add).
  if (inputs.env.ELECTRON_EXEC_PATH?.trim() || inputs.env.ELECTRON_OVERRIDE_DIST_PATH?.trim()) {
    inputs.say(`Links open the development app only if ${executable}'s Info.plist declares ${LINK_SCHEME}.`);
    return 'skipped';
  }
  const app = appBundleOf(executable);
  if (!app) {
    inputs.say(`Links cannot be tried in development: ${executable} is not inside an .app bundle.`);
    return 'failed';
  }
  const file = join(app, 'Contents', 'Info.plist');
  try {
    const bytes = readFileSync(file);
    const parsed =
      bytes.subarray(0, 6).toString() === 'bplist' ? parseBinary(bytes) : parse(bytes.toString('utf8'));
    if (!isDictionary(parsed)) throw new Error('it is not a dictionary');
    if (declaresScheme(parsed)) return 'already declared';
    writeFileSync(file, build(withLinkScheme(parsed)));
  } catch (error) {
    inputs.say(`Links cannot be tried in development: ${file} could not be changed (${String(error)}).`);
    return 'failed';
  }
  const steps: [string, string[]][] = [
    [
      'codesign',
      [
        '--sign',
        '-',
        '--force',
        '--preserve-metadata=entitlements,requirements,flags,runtime',
        '--deep',
        app,
      ],
    ],
    [LSREGISTER, ['-f', app]],
  ];
  for (const [program, args] of steps) {
    const result = inputs.run(program, args);
    if (result.code !== 0) {
      inputs.say(
        `Links may not open the development app: ${program} failed (${result.stderr.trim() || result.code}).`,
      );
      return 'failed';
    }
  }
  inputs.say(`${app} now declares ${LINK_SCHEME}:// links (development only).`);
  return 'declared';
}

/** The real programs, for scripts/electron-vite.ts. */
export function runProgram(program: string, args: string[]): { code: number | null; stderr: string } {
  const result = spawnSync(program, args, { encoding: 'utf8', timeout: 60_000 });
  return { code: result.error ? null : result.status, stderr: result.stderr ?? String(result.error ?? '') };
}
