import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '@shared/ipc/contract';
import { AppProviders } from '@renderer/app/providers';
import { ConfigGate } from '@renderer/features/config/components/config-gate';
import { initI18n } from '@renderer/lib/i18n';
import type { Platform } from '@renderer/lib/platform/platform';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';

const unusable: AppInfo = {
  name: 'Agency Review Console',
  version: '1.2.3',
  platform: 'win32',
  versions: { electron: '45.4.1', chrome: '140.0.7339.41', node: '22.19.0' },
  apiConfigured: false,
  apiSource: 'none',
  apiUrl: null,
  config: {
    problem: { code: 'httpsRequired', key: 'apiUrl', value: 'http://api.example.com' },
    locations: [
      { kind: 'machine-policy', where: 'HKLM\\Software\\Policies\\Agency Review Console', status: 'used' },
      { kind: 'user-policy', where: 'HKCU\\Software\\Policies\\Agency Review Console', status: 'absent' },
      {
        kind: 'machine-file',
        where: 'C:\\ProgramData\\Agency Review Console\\config.json',
        status: 'invalid',
        problem: { code: 'httpsRequired', key: 'apiUrl', value: 'http://api.example.com' },
      },
      { kind: 'environment', where: 'REVIEW_CONSOLE_API_URL', status: 'notChecked' },
      { kind: 'environment-file', where: 'REVIEW_CONSOLE_CONFIG', status: 'notChecked' },
      {
        kind: 'beside-app',
        where: 'C:\\Program Files\\Agency Review Console\\config.json',
        status: 'notChecked',
      },
    ],
    warnings: [
      { code: 'unknownKey', key: 'apiURL', where: 'C:\\ProgramData\\Agency Review Console\\config.json' },
    ],
    settings: {
      'updates.enabled': {
        kind: 'machine-policy',
        where: 'HKLM\\Software\\Policies\\Agency Review Console',
        value: false,
      },
      'images.allowedHosts': {
        kind: 'machine-policy',
        where: 'HKLM\\Software\\Policies\\Agency Review Console',
        value: ['cdn.example.com'],
      },
    },
  },
  imageSources: null,
};

function renderScreen(overrides: Partial<Platform> = {}, info: AppInfo = unusable) {
  const platform = fakePlatform({ backendStatus: vi.fn(async () => info), ...overrides });
  return render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <ConfigGate>
        <h1>The console</h1>
      </ConfigGate>
    </AppProviders>,
  );
}

describe('the configuration screen of a build without a usable configuration', () => {
  it('says why, and lists every place the console looked, in order, with what it found', async () => {
    renderScreen({ openLogsFolder: vi.fn(async () => true) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend not configured' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('"apiUrl" must use https in an installed app, not “http://api.example.com”.'),
    ).toHaveLength(2);
    const places = within(
      screen.getByRole('list', { name: 'Where the console looked, in order' }),
    ).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      'Policy for this computer (Group Policy or MDM) HKLM\\Software\\Policies\\Agency Review Console — used',
      'Policy for this user (Group Policy or MDM) HKCU\\Software\\Policies\\Agency Review Console — not found',
      'Machine-wide configuration file C:\\ProgramData\\Agency Review Console\\config.json — not usable"apiUrl" must use https in an installed app, not “http://api.example.com”.',
      'Environment variable REVIEW_CONSOLE_API_URL — not checked: an earlier place could not be used',
      'File named by the environment variable REVIEW_CONSOLE_CONFIG REVIEW_CONSOLE_CONFIG — not checked: an earlier place could not be used',
      'Beside the application (portable installs) C:\\Program Files\\Agency Review Console\\config.json — not checked: an earlier place could not be used',
    ]);
    const settings = within(
      screen.getByRole('list', { name: 'Settings in effect, and where each came from' }),
    ).getAllByRole('listitem');
    expect(settings.map((setting) => setting.textContent)).toEqual([
      'Updates: offfrom: Policy for this computer (Group Policy or MDM) HKLM\\Software\\Policies\\Agency Review Console',
      'Logos may load from: the backend and \u2066cdn.example.com\u2069from: Policy for this computer (Group Policy or MDM) HKLM\\Software\\Policies\\Agency Review Console',
    ]);
    expect(
      screen.getByText('“apiURL” in C:\\ProgramData\\Agency Review Console\\config.json'),
    ).toBeInTheDocument();
    expect(screen.getByText('Version 1.2.3 · Electron 45.4.1 · Chromium 140.0.7339.41')).toBeInTheDocument();
    expect(screen.queryByText('The console')).not.toBeInTheDocument();
  });

  it('shows the team snippets in effect: a file by its path, a set written inline as such', async () => {
    const policy = 'HKLM\\Software\\Policies\\Agency Review Console';
    const settingsText = async (value: string | { inline: true }) => {
      const view = renderScreen(
        {},
        {
          ...unusable,
          config: {
            ...unusable.config,
            settings: { 'snippets.team': { kind: 'machine-policy', where: policy, value } },
          },
        },
      );
      const list = await screen.findByRole('list', { name: 'Settings in effect, and where each came from' });
      const text = list.textContent;
      view.unmount();
      return text;
    };
    await expect(settingsText('\\\\files\\it\\team.json')).resolves.toBe(
      `Team snippets: \u2066\\\\files\\it\\team.json\u2069from: Policy for this computer (Group Policy or MDM) ${policy}`,
    );
    await expect(settingsText({ inline: true })).resolves.toBe(
      `Team snippets: written in the configuration itselffrom: Policy for this computer (Group Policy or MDM) ${policy}`,
    );
  });

  it('is in the UI language', async () => {
    await initI18n('ar');
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'الخادم غير مُعدّ' })).toBeInTheDocument();
    expect(screen.getByText('السبب')).toBeInTheDocument();
    expect(screen.getAllByText(/^يجب أن يستخدم "apiUrl" بروتوكول https/)).toHaveLength(2);
    expect(screen.getAllByText('لم يُفحص: تعذّر استخدام مكان سابق')).toHaveLength(3);
    expect(screen.getByText('متوقفة')).toBeInTheDocument();
  });

  it('words every reason main can give', async () => {
    const reasons: [AppInfo['config']['problem'], string][] = [
      [{ code: 'nothingConfigured' }, 'No backend address is set in any of the places below.'],
      [
        { code: 'badEncoding' },
        'The configuration file is saved neither as UTF-8 nor as UTF-16 with a byte-order mark.',
      ],
      [
        { code: 'notJson', detail: 'Unexpected token' },
        'The configuration file is not valid JSON: Unexpected token',
      ],
      [
        { code: 'invalidValue', key: 'updates.enabled', expected: 'boolean', found: 'string' },
        '"updates.enabled" must be true or false, not text.',
      ],
      [
        { code: 'invalidValue', key: 'apiUrl', expected: 'string', found: 'date' },
        '"apiUrl" must be text, not a date.',
      ],
      [
        { code: 'invalidValue', key: 'UpdatesEnabled', expected: 'REG_DWORD', found: 'REG_SZ' },
        '"UpdatesEnabled" must be REG_DWORD, not REG_SZ.',
      ],
      [
        { code: 'insecureFile', owner: 501, mode: '0666' },
        'The machine-wide file must belong to root and be writable by no one else (it belongs to user 501, mode 0666); it is ignored until IT fixes that.',
      ],
      [
        { code: 'invalidHost', key: 'images.allowedHosts', value: 'https://cdn.example.com' },
        '"images.allowedHosts" must list host names such as cdn.example.com or *.example.com, not “https://cdn.example.com”.',
      ],
      [
        { code: 'invalidValue', key: 'snippets.team', expected: 'teamSnippets', found: 'blank' },
        '"snippets.team" must be a file’s path or a snippet set ({ "format": "agency-review-console/snippets", … }), not empty text.',
      ],
      [{ code: 'missingApiUrl' }, 'No place sets "apiUrl", the backend address.'],
      [
        { code: 'ownedByOthers', sid: 'S-1-5-21-1-2-3-1001' },
        'The machine-wide file or its folder belongs to S-1-5-21-1-2-3-1001, not to the administrators, so it is ignored: IT locks the folder as the IT guide says (“Who can write the machine-wide file”).',
      ],
      [
        { code: 'writableByOthers', sid: 'BU' },
        'The machine-wide file or its folder can be changed by BU, not only by administrators, so it is ignored: IT locks the folder as the IT guide says (“Who can write the machine-wide file”).',
      ],
      [
        { code: 'rightsUnknown', detail: 'blocked by policy' },
        'Who may change the machine-wide file could not be checked (blocked by policy), so it is ignored: IT sets the backend by Group Policy instead, or lets the console run PowerShell.',
      ],
      [{ code: 'unreadable', detail: 'EACCES' }, 'The configuration could not be read (EACCES).'],
    ];
    for (const [problem, text] of reasons) {
      const view = renderScreen(
        {},
        { ...unusable, config: { problem, locations: [], warnings: [], settings: {} } },
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens the log folder through the platform, and says so when it cannot', async () => {
    const openLogsFolder = vi.fn(async () => false);
    renderScreen({ openLogsFolder });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the log folder' }));
    expect(openLogsFolder).toHaveBeenCalledWith();
    expect(await screen.findByText('The log folder could not be opened.')).toBeInTheDocument();
  });

  it('has no log folder button where there is no log folder (a browser tab)', async () => {
    renderScreen({ openLogsFolder: null });
    await screen.findByRole('heading', { level: 1, name: 'Backend not configured' });
    expect(screen.queryByRole('button', { name: 'Open the log folder' })).not.toBeInTheDocument();
  });
});
