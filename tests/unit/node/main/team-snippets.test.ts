// Reading the team's snippets the configuration names, from real files: what is read, what is refused
// and why, and that nothing about a team set can stop the app.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamSnippetsSetting } from '@shared/config-settings';
import { MAX_SNIPPET_FILE_BYTES } from '@shared/domain/snippet-file';
import type { ConfigLocationKind } from '@shared/ipc/config-report';
import type { Sourced } from '@main/config-sourced';
import {
  loadTeamSnippets,
  readTeamFile,
  teamSnippetsFile,
  TEAM_SNIPPETS_TIMEOUT_MS,
  type ReadTeamFile,
} from '@main/team-snippets';

const snippets = [
  { name: 'Blurry logo', text: 'The logo is blurry: please send a sharper one.' },
  { name: 'شعار غير واضح', text: 'الشعار غير واضح: يرجى إرسال نسخة أوضح.' },
];
const set = { format: 'agency-review-console/snippets', version: 1, snippets };
const setText = JSON.stringify(set);

let dir: string;
let configFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'team-snippets-'));
  configFile = join(dir, 'config.json');
  writeFileSync(join(dir, 'team.json'), setText);
});

afterEach(() => {
  vi.useRealTimers();
});

const log = () => ({ info: vi.fn(), warn: vi.fn() });

function load(
  value: TeamSnippetsSetting,
  kind: ConfigLocationKind = 'machine-file',
  where = configFile,
  options: { readFile?: ReadTeamFile; platform?: NodeJS.Platform; timeoutMs?: number } = {},
) {
  const logger = log();
  const setting: Sourced<TeamSnippetsSetting> = { value, kind, where };
  const loaded = loadTeamSnippets(setting, { platform: 'linux', log: logger, ...options });
  return { loaded, logger };
}

/** A file of its own in the test folder, holding `content`. */
function fileWith(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('the team set from a file', () => {
  it('is read from the file named, and logged once with the place and the file', async () => {
    const file = join(dir, 'team.json');
    const { loaded, logger } = load({ file });
    await expect(loaded).resolves.toEqual({ snippets, source: 'machine-file', problem: null });
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith('Team snippets', {
      from: 'machine-file',
      where: configFile,
      file,
      count: 2,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each<ConfigLocationKind>(['machine-file', 'environment-file', 'beside-app'])(
    'named by a relative path in a %s, is read from that file’s folder',
    async (kind) => {
      const { loaded } = load({ file: 'team.json' }, kind);
      await expect(loaded).resolves.toMatchObject({ snippets, source: kind, problem: null });
    },
  );

  it('is read from a relative path with folders, from the configuration file’s folder', async () => {
    mkdirSync(join(dir, 'shared'), { recursive: true });
    fileWith('shared/nested.json', setText);
    const { loaded } = load({ file: 'shared/nested.json' }, 'beside-app');
    await expect(loaded).resolves.toMatchObject({ snippets, problem: null });
  });

  it.each<ConfigLocationKind>(['machine-policy', 'user-policy'])(
    'named by a relative path in a %s, is refused: a policy has no folder to read it from',
    async (kind) => {
      const readFile = vi.fn<ReadTeamFile>();
      const { loaded, logger } = load({ file: 'team.json' }, kind, 'HKLM\\Software\\Policies\\X', {
        readFile,
      });
      await expect(loaded).resolves.toEqual({
        snippets: [],
        source: kind,
        problem: { kind: 'unreadable', detail: expect.stringMatching(/^team\.json: a relative path/) },
      });
      expect(readFile).not.toHaveBeenCalled();
      expect(logger.warn).toHaveBeenCalledTimes(1);
    },
  );

  it('named by a policy, takes a Windows path as Windows does: drive letters and shares are full paths', () => {
    const policy = { kind: 'machine-policy' as const, where: 'HKLM\\Software\\Policies\\X' };
    expect(teamSnippetsFile('C:\\IT\\team.json', policy, 'win32')).toEqual({ file: 'C:\\IT\\team.json' });
    expect(teamSnippetsFile('\\\\files\\it\\team.json', policy, 'win32')).toEqual({
      file: '\\\\files\\it\\team.json',
    });
    const beside = { kind: 'beside-app' as const, where: 'D:\\Portable\\config.json' };
    expect(teamSnippetsFile('team.json', beside, 'win32')).toEqual({ file: 'D:\\Portable\\team.json' });
  });

  it('is read whatever the encoding a configuration file may have: UTF-8 with a BOM, UTF-16 with one', async () => {
    const utf8 = fileWith('utf8-bom.json', `\uFEFF${setText}`);
    const utf16 = fileWith(
      'utf16.json',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(setText, 'utf16le')]),
    );
    for (const file of [utf8, utf16]) {
      await expect(load({ file }).loaded).resolves.toMatchObject({ snippets, problem: null });
    }
  });
});

describe('a team set that cannot be used', () => {
  const problemOf = async (value: TeamSnippetsSetting) => {
    const { loaded, logger } = load(value);
    const result = await loaded;
    expect(result.snippets).toEqual([]);
    expect(result.source).toBe('machine-file');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      'The team snippets could not be used',
      expect.objectContaining({ from: 'machine-file', where: configFile, problem: result.problem }),
    );
    expect(logger.info).not.toHaveBeenCalled();
    return result.problem;
  };

  it('a missing file: says so, with the path', async () => {
    const file = join(dir, 'missing.json');
    await expect(problemOf({ file })).resolves.toEqual({
      kind: 'unreadable',
      detail: `${file}: no such file`,
    });
  });

  it('a file larger than a snippet file may be: refused as too large', async () => {
    const file = fileWith('large.json', ' '.repeat(MAX_SNIPPET_FILE_BYTES + 1));
    await expect(problemOf({ file })).resolves.toEqual({
      kind: 'tooLarge',
      maxBytes: MAX_SNIPPET_FILE_BYTES,
    });
  });

  it('a folder, a link or a pipe: only a regular file is read', async () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    await expect(problemOf({ file: folder })).resolves.toEqual({
      kind: 'unreadable',
      detail: `${folder}: a folder, not a file`,
    });
    const link = join(dir, 'link.json');
    symlinkSync(join(dir, 'team.json'), link);
    await expect(problemOf({ file: link })).resolves.toEqual({
      kind: 'unreadable',
      detail: `${link}: a link, not a file`,
    });
    const pipe = join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    await expect(problemOf({ file: pipe })).resolves.toEqual({
      kind: 'unreadable',
      detail: `${pipe}: not a regular file`,
    });
  });

  it('a file that is not JSON, or JSON that is no snippet set: the snippet file’s own reasons', async () => {
    await expect(problemOf({ file: fileWith('broken.json', '{ "format": ') })).resolves.toEqual({
      kind: 'notJson',
    });
    await expect(problemOf({ file: fileWith('config-like.json', '{ "apiUrl": "x" }') })).resolves.toEqual({
      kind: 'notSnippetFile',
    });
    const blank = JSON.stringify({ ...set, snippets: [{ name: 'Empty', text: ' ' }] });
    await expect(problemOf({ file: fileWith('blank.json', blank) })).resolves.toEqual({
      kind: 'badSnippet',
      index: 0,
      field: 'text',
      rule: 'blank',
    });
  });

  it('a file in neither UTF-8 nor UTF-16 with a byte-order mark: says so', async () => {
    const file = fileWith('latin1.json', Buffer.from(setText.replace('Blurry', 'Flou é'), 'latin1'));
    await expect(problemOf({ file })).resolves.toEqual({
      kind: 'unreadable',
      detail: `${file}: saved neither as UTF-8 nor as UTF-16 with a byte-order mark`,
    });
  });

  it('a file that does not answer in time: Settings hears so rather than wait', async () => {
    vi.useFakeTimers();
    const readFile: ReadTeamFile = () => new Promise(() => {});
    const { loaded } = load({ file: '/mnt/share/team.json' }, 'machine-file', configFile, { readFile });
    await vi.advanceTimersByTimeAsync(TEAM_SNIPPETS_TIMEOUT_MS);
    await expect(loaded).resolves.toMatchObject({
      snippets: [],
      problem: { kind: 'unreadable', detail: '/mnt/share/team.json: no answer within 10 seconds' },
    });
  });

  it('a reader that throws: its reason, never a rejection', async () => {
    const readFile: ReadTeamFile = () => Promise.reject(new Error('EIO: i/o error'));
    const { loaded } = load({ file: '/x/team.json' }, 'machine-file', configFile, { readFile });
    await expect(loaded).resolves.toEqual({
      snippets: [],
      source: 'machine-file',
      problem: { kind: 'unreadable', detail: 'Error: EIO: i/o error' },
    });
  });
});

describe('the team set written in the configuration', () => {
  it('as an object (config.json, a managed preference) or JSON text (a registry value), is read the same', async () => {
    for (const value of [{ content: set }, { json: setText }]) {
      const { loaded, logger } = load(value, 'machine-policy', 'HKLM\\Software\\Policies\\X');
      await expect(loaded).resolves.toEqual({ snippets, source: 'machine-policy', problem: null });
      expect(logger.info).toHaveBeenCalledWith('Team snippets', expect.objectContaining({ count: 2 }));
    }
  });

  it('is refused with the snippet file’s reasons: text that is not JSON, a set of a newer version, a duplicate', async () => {
    const reasons = await Promise.all(
      [
        { json: '{ "format": "agency-review-console/snippets", ' },
        { content: { ...set, version: 2 } },
        { content: { ...set, snippets: [snippets[0], { ...snippets[0], name: 'blurry LOGO ' }] } },
      ].map(async (value) => (await load(value).loaded).problem),
    );
    expect(reasons).toEqual([
      { kind: 'notJson' },
      { kind: 'newerVersion', version: 2 },
      { kind: 'duplicateName', index: 1, name: 'blurry LOGO' },
    ]);
  });
});

describe('no team set configured', () => {
  it('is an empty set from no place, with no problem and nothing logged', async () => {
    const logger = log();
    await expect(loadTeamSnippets(undefined, { platform: 'linux', log: logger })).resolves.toEqual({
      snippets: [],
      source: null,
      problem: null,
    });
    expect(logger.info).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('reading a file', () => {
  it('gives its bytes as they are', async () => {
    const file = fileWith('bytes.json', setText);
    await expect(readTeamFile(file)).resolves.toEqual({ ok: true, bytes: new TextEncoder().encode(setText) });
  });

  it('reads a file of exactly the largest size allowed', async () => {
    const file = fileWith('largest.json', 'x'.repeat(MAX_SNIPPET_FILE_BYTES));
    const read = await readTeamFile(file);
    expect(read.ok && read.bytes.length).toBe(MAX_SNIPPET_FILE_BYTES);
  });
});
