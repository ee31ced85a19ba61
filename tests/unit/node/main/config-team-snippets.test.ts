// `snippets.team` as each kind of place sets it (a file, Group Policy, managed preferences), a path or
// the set inline, and which place's set applies. What the set holds is read later (team-snippets.ts):
// here only the setting's shape decides whether a place is usable.
import { build, buildBinary } from 'plist';
import { describe, expect, it } from 'vitest';
import { REGISTRY_VALUES, SETTING_KEYS } from '@shared/config-settings';
import { resolveApiConfig } from '@main/config';
import { readRegistryPolicy } from '@main/config-registry';
import { configureLogging } from '@main/logging';
import {
  besideExe,
  configInputs,
  etcFile,
  HKCU_KEY,
  HKLM_KEY,
  macExe,
  macLibrary,
  managedPlist,
  programData,
  registry,
  sources,
  statuses,
  userPlist,
  winExe,
} from './config-fakes';

configureLogging({ level: 'silent' });

const API = 'https://api.example.com';
const set = {
  format: 'agency-review-console/snippets',
  version: 1,
  snippets: [{ name: 'Blurry logo', text: 'The logo is blurry: please send a sharper one.' }],
};
const file = (config: object) => JSON.stringify({ apiUrl: API, ...config });
const team = (value: unknown) => file({ snippets: { team: value } });
const windows = { platform: 'win32' as const, exePath: winExe, env: { ProgramData: 'C:\\ProgramData' } };

describe('the team snippets setting', () => {
  it('is a setting of every kind of place, with a Group Policy value of its own', () => {
    expect(SETTING_KEYS).toContain('snippets.team');
    expect(REGISTRY_VALUES).toContainEqual({
      name: 'TeamSnippets',
      setting: 'snippets.team',
      types: ['REG_SZ', 'REG_EXPAND_SZ'],
    });
  });

  it('in a file, names a file by its path, as written', async () => {
    const config = await resolveApiConfig(configInputs({}, { [etcFile]: team(' team-snippets.json ') }));
    expect(config.settings['snippets.team']).toEqual({
      kind: 'machine-file',
      where: etcFile,
      value: { file: 'team-snippets.json' },
    });
    expect(config.report.settings['snippets.team']).toEqual({
      kind: 'machine-file',
      where: etcFile,
      value: 'team-snippets.json',
    });
  });

  it('in a file, holds the set itself as an object, shown as written inline, never its text', async () => {
    const config = await resolveApiConfig(configInputs({}, { [besideExe]: team(set) }));
    expect(config.settings['snippets.team']).toMatchObject({ kind: 'beside-app', value: { content: set } });
    expect(config.report.settings['snippets.team']).toEqual({
      kind: 'beside-app',
      where: besideExe,
      value: { inline: true },
    });
    expect(JSON.stringify(config.report)).not.toContain('Blurry logo');
  });

  it('takes text that starts with "{" as the set’s JSON text', async () => {
    const json = JSON.stringify(set);
    const config = await resolveApiConfig(configInputs({}, { [etcFile]: team(json) }));
    expect(config.settings['snippets.team']?.value).toEqual({ json });
  });

  it('in the file named by REVIEW_CONSOLE_CONFIG too; the environment has no variable of its own', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_CONFIG: '/srv/console.json', REVIEW_CONSOLE_TEAM_SNIPPETS: '/x.json' } },
        { '/srv/console.json': team('/srv/team.json') },
      ),
    );
    expect(sources(config)).toEqual([
      `apiUrl="${API}" from environment-file`,
      'snippets.team={"file":"/srv/team.json"} from environment-file',
    ]);
  });

  it('in Group Policy, is a REG_SZ path or JSON text, and a REG_EXPAND_SZ path is expanded', async () => {
    const json = JSON.stringify(set);
    const env = { ProgramData: 'C:\\ProgramData' };
    const read = (line: string) =>
      readRegistryPolicy(registry({ [HKLM_KEY]: [line] }), 'reg.exe', HKLM_KEY, env);
    await expect(read('TeamSnippets    REG_SZ    \\\\files\\it\\team.json')).resolves.toMatchObject({
      value: { snippets: { team: '\\\\files\\it\\team.json' } },
    });
    await expect(read(`TeamSnippets    REG_SZ    ${json}`)).resolves.toMatchObject({
      value: { snippets: { team: json } },
    });
    await expect(
      read('TeamSnippets    REG_EXPAND_SZ    %ProgramData%\\Agency Review Console\\team.json'),
    ).resolves.toMatchObject({
      value: { snippets: { team: 'C:\\ProgramData\\Agency Review Console\\team.json' } },
    });
  });

  it('in Group Policy, takes JSON text as written even in a REG_EXPAND_SZ: a snippet’s %…% is no variable', async () => {
    const json = JSON.stringify({
      ...set,
      snippets: [{ name: 'Share', text: 'At least %ProgramData% of the logo must be visible.' }],
    });
    const found = await readRegistryPolicy(
      registry({ [HKLM_KEY]: [`TeamSnippets    REG_EXPAND_SZ    ${json}`] }),
      'reg.exe',
      HKLM_KEY,
      { ProgramData: 'C:\\ProgramData' },
    );
    expect(found).toMatchObject({ value: { snippets: { team: json } } });
  });

  it('in Group Policy, of another type, makes the policy unusable, naming both types', async () => {
    const config = await resolveApiConfig(
      configInputs({
        ...windows,
        run: registry({ [HKLM_KEY]: [`ApiUrl    REG_SZ    ${API}`, 'TeamSnippets    REG_DWORD    0x1'] }),
      }),
    );
    expect(config.report.locations[0]).toMatchObject({
      status: 'invalid',
      problem: {
        code: 'invalidValue',
        key: 'TeamSnippets',
        expected: 'REG_SZ / REG_EXPAND_SZ',
        found: 'REG_DWORD',
      },
    });
  });

  it('in managed preferences, is a path string or a dictionary in the file format', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { platform: 'darwin', exePath: macExe },
        {
          [managedPlist]: buildBinary({ PayloadUUID: 'x', apiUrl: API, snippets: { team: set } }),
          [userPlist]: build({ snippets: { team: '/Users/Shared/team.json' } }),
        },
      ),
    );
    expect(sources(config)).toEqual([
      `apiUrl="${API}" from machine-policy`,
      `snippets.team=${JSON.stringify({ content: set })} from machine-policy`,
    ]);
    expect(statuses(config).slice(0, 2)).toEqual(['machine-policy:used', 'user-policy:overridden']);
  });

  it.each([
    ['a number', 3, 'number'],
    ['a list', [set], 'list'],
    ['a date', new Date('2026-01-01T00:00:00Z'), 'date'],
    ['empty text', '  ', 'blank'],
  ])(
    'of the wrong shape (%s) makes the place unusable, as any wrong setting does',
    async (_, value, found) => {
      const config = await resolveApiConfig(
        configInputs(
          { platform: 'darwin', exePath: macExe },
          {
            [managedPlist]: buildBinary({ snippets: { team: value } }),
            [macLibrary]: file({}),
          },
        ),
      );
      expect(config.report.locations[0]).toMatchObject({
        status: 'invalid',
        problem: { code: 'invalidValue', key: 'snippets.team', expected: 'teamSnippets', found },
      });
      expect(statuses(config)[2]).toBe('machine-file:notChecked');
    },
  );

  it('needs "snippets" to be an object, and warns about keys it does not know in it', async () => {
    const wrong = await resolveApiConfig(configInputs({}, { [etcFile]: file({ snippets: 'team.json' }) }));
    expect(wrong.report.locations[0]).toMatchObject({
      status: 'invalid',
      problem: { code: 'invalidValue', key: 'snippets', expected: 'object', found: 'string' },
    });
    const unknown = await resolveApiConfig(
      configInputs({}, { [etcFile]: file({ snippets: { team: 'a.json', personal: 'b.json' } }) }),
    );
    expect(unknown.report.warnings).toEqual([
      { code: 'unknownKey', key: 'snippets.personal', where: etcFile },
    ]);
  });
});

describe('which place’s team set applies', () => {
  it('is the first place that sets one: the computer’s policy over the user’s, over every file', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          ...windows,
          run: registry({
            [HKLM_KEY]: ['TeamSnippets    REG_SZ    C:\\IT\\team.json'],
            [HKCU_KEY]: [`ApiUrl    REG_SZ    ${API}`, 'TeamSnippets    REG_SZ    C:\\Users\\r\\mine.json'],
          }),
        },
        { [programData]: team('programdata.json') },
      ),
    );
    expect(sources(config)).toEqual([
      'snippets.team={"file":"C:\\\\IT\\\\team.json"} from machine-policy',
      `apiUrl="${API}" from user-policy`,
    ]);
    expect(statuses(config).slice(0, 3)).toEqual([
      'machine-policy:used',
      'user-policy:used',
      'machine-file:overridden',
    ]);
  });

  it('is a policy’s even when its set will not read: the set is the policy’s choice, never a later file’s', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          ...windows,
          run: registry({ [HKLM_KEY]: ['TeamSnippets    REG_SZ    {"format": "not snippets"'] }),
        },
        { [programData]: file({ snippets: { team: set } }) },
      ),
    );
    // Not a broken place: the backend and the other settings still come from where they are set.
    expect(config).toMatchObject({ source: 'machine-file', apiUrl: API, incomplete: false });
    expect(config.settings['snippets.team']).toEqual({
      kind: 'machine-policy',
      where: HKLM_KEY,
      value: { json: '{"format": "not snippets"' },
    });
    expect(statuses(config).slice(0, 3)).toEqual([
      'machine-policy:used',
      'user-policy:absent',
      'machine-file:used',
    ]);
  });

  it('is none when a broken place stopped the search before any place set one', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [etcFile]: '{ not json', [besideExe]: team(set) }),
    );
    expect(config.settings['snippets.team']).toBeUndefined();
    expect(config.incomplete).toBe(true);
  });
});
