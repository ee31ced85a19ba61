// The team's read-only snippets from IT's configuration (`snippets.team`): a file named by its path, or
// the set itself written in the configuration, in the snippet file format. Read once at start, beside
// the window rather than before it (a file on a slow share delays only the snippets). A set that cannot
// be used leaves the team's snippets out, never the app: the reason goes to the log once, with the
// place, and to Settings through `snippets:team`.
import { constants, type Stats } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { posix, win32 } from 'node:path';
import type { TeamSnippetsSetting } from '@shared/config-settings';
import type { ConfigLocationKind } from '@shared/ipc/config-report';
import type { TeamSnippets } from '@shared/ipc/contract';
import {
  MAX_SNIPPET_FILE_BYTES,
  readSnippetContent,
  readSnippetFile,
  type SnippetContent,
} from '@shared/domain/snippet-file';
import type { Sourced } from './config-sourced';
import { decodeConfigText } from './config-text';
import type { Logger } from './logging';

export type TeamSnippetsProblem = NonNullable<TeamSnippets['problem']>;

/** A named file's bytes, or why they could not be had. */
export type FileBytes = { ok: true; bytes: Uint8Array } | { ok: false; problem: TeamSnippetsProblem };

export type ReadTeamFile = (file: string) => Promise<FileBytes>;

/** The set, or why it cannot be used. */
type ReadSet = { ok: true; snippets: SnippetContent[] } | { ok: false; problem: TeamSnippetsProblem };

/** Long enough for a file share at log-on; past it, Settings says so rather than wait. */
export const TEAM_SNIPPETS_TIMEOUT_MS = 10_000;

/** The places that are files: a relative path in them is read from their folder. */
const FILE_PLACES: readonly ConfigLocationKind[] = ['machine-file', 'environment-file', 'beside-app'];

const NONE: TeamSnippets = { snippets: [], source: null, problem: null };

const unreadable = (file: string, why: string): FileBytes => ({
  ok: false,
  problem: { kind: 'unreadable', detail: `${file}: ${why}` },
});

const tooLarge: FileBytes = { ok: false, problem: { kind: 'tooLarge', maxBytes: MAX_SNIPPET_FILE_BYTES } };

/** Only a regular file is read: a link could lead anywhere, and a pipe or device may never end. */
function notAFile(file: string, stats: Stats): FileBytes {
  if (stats.isDirectory()) return unreadable(file, 'a folder, not a file');
  if (stats.isSymbolicLink()) return unreadable(file, 'a link, not a file');
  return unreadable(file, 'not a regular file');
}

/**
 * The file's bytes, at most MAX_SNIPPET_FILE_BYTES of them: its size is checked before it is opened,
 * and what is read is capped, so a file that grows in between is still refused as too large.
 */
export async function readTeamFile(file: string): Promise<FileBytes> {
  try {
    const stats = await lstat(file);
    if (!stats.isFile()) return notAFile(file, stats);
    if (stats.size > MAX_SNIPPET_FILE_BYTES) return tooLarge;
    // No-follow and non-blocking where the system has them: a file swapped for a link or a pipe
    // after the look is neither followed nor waited on.
    const handle = await open(
      file,
      constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0),
    );
    try {
      const opened = await handle.stat();
      if (!opened.isFile() || opened.dev !== stats.dev || opened.ino !== stats.ino) {
        return unreadable(file, 'replaced while it was being read');
      }
      const buffer = new Uint8Array(MAX_SNIPPET_FILE_BYTES + 1);
      let length = 0;
      while (length < buffer.length) {
        const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
        if (bytesRead === 0) break;
        length += bytesRead;
      }
      return length > MAX_SNIPPET_FILE_BYTES ? tooLarge : { ok: true, bytes: buffer.subarray(0, length) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return unreadable(file, 'no such file');
    if (code === 'ELOOP') return unreadable(file, 'a link, not a file');
    return unreadable(file, code ?? message);
  }
}

/**
 * The file a path names: a relative path is read from the folder of the configuration file that names
 * it; a policy (a registry value or a managed preference) has no folder, so it names the full path.
 */
export function teamSnippetsFile(
  path: string,
  place: Pick<Sourced<unknown>, 'kind' | 'where'>,
  platform: NodeJS.Platform,
): { file: string } | { problem: TeamSnippetsProblem } {
  const paths = platform === 'win32' ? win32 : posix;
  if (paths.isAbsolute(path)) return { file: path };
  if (FILE_PLACES.includes(place.kind)) return { file: paths.join(paths.dirname(place.where), path) };
  return {
    problem: {
      kind: 'unreadable',
      detail: `${path}: a relative path, which a policy cannot use: name the file by its full path`,
    },
  };
}

/** A file's text as a set: UTF-8 or UTF-16 with its byte-order mark, as a configuration file is read. */
function readSetFile(file: string, bytes: Uint8Array): ReadSet {
  const decoded = decodeConfigText(bytes);
  if (!decoded.ok) {
    return {
      ok: false,
      problem: {
        kind: 'unreadable',
        detail: `${file}: saved neither as UTF-8 nor as UTF-16 with a byte-order mark`,
      },
    };
  }
  return readSnippetFile(decoded.text);
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late()), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface TeamSnippetsOptions {
  platform: NodeJS.Platform;
  log: Pick<Logger, 'info' | 'warn'>;
  readFile?: ReadTeamFile;
  timeoutMs?: number;
}

/** The set the setting names, or why it cannot be used, and the file it was read from (for the log). */
async function readSet(
  setting: Sourced<TeamSnippetsSetting>,
  { platform, readFile = readTeamFile, timeoutMs = TEAM_SNIPPETS_TIMEOUT_MS }: TeamSnippetsOptions,
): Promise<{ result: ReadSet; file?: string }> {
  const { value } = setting;
  if ('json' in value) return { result: readSnippetFile(value.json) };
  if ('content' in value) return { result: readSnippetContent(value.content) };
  const named = teamSnippetsFile(value.file, setting, platform);
  if ('problem' in named) return { result: { ok: false, problem: named.problem } };
  const { file } = named;
  const read = await withTimeout(readFile(file), timeoutMs, () =>
    unreadable(file, `no answer within ${Math.round(timeoutMs / 1000)} seconds`),
  );
  return { result: read.ok ? readSetFile(file, read.bytes) : read, file };
}

/**
 * The team's snippets as the configuration sets them; never rejects. Logs once: how many were read, or
 * why none could be, with the place that set them.
 */
export async function loadTeamSnippets(
  setting: Sourced<TeamSnippetsSetting> | undefined,
  options: TeamSnippetsOptions,
): Promise<TeamSnippets> {
  if (!setting) return NONE;
  const place = { from: setting.kind, where: setting.where };
  const { result, file } = await readSet(setting, options).catch(
    (error: unknown): { result: ReadSet; file?: string } => ({
      result: { ok: false, problem: { kind: 'unreadable', detail: String(error) } },
    }),
  );
  if (!result.ok) {
    options.log.warn('The team snippets could not be used', { ...place, file, problem: result.problem });
    return { snippets: [], source: setting.kind, problem: result.problem };
  }
  options.log.info('Team snippets', { ...place, file, count: result.snippets.length });
  return { snippets: result.snippets, source: setting.kind, problem: null };
}
