import { describe, expect, it, vi } from 'vitest';
import { aboutDialog, showAbout } from '@main/about-dialog';

const facts = {
  version: '1.2.3',
  versions: { electron: '45.4.1', chrome: '140.0.7339.41', node: '22.19.0' },
  apiUrl: 'https://api.example.com/',
  config: { settings: {} },
};

describe('About', () => {
  it('shows the version, the Electron, Chromium and Node.js versions and the backend in use', () => {
    expect(aboutDialog('en', facts)).toMatchObject({
      title: 'About Agency Review Console',
      message: 'Agency Review Console',
      detail:
        'Version: 1.2.3\nElectron: 45.4.1\nChromium: 140.0.7339.41\nNode.js: 22.19.0\nBackend: https://api.example.com/',
      buttons: ['OK'],
    });
  });

  it('in Arabic, and says when no backend is configured', () => {
    const options = aboutDialog('ar', { ...facts, apiUrl: null });
    expect(options).toMatchObject({ title: 'حول وحدة مراجعة الوكالات', buttons: ['حسنًا'] });
    expect(options.detail).toContain('الإصدار: 1.2.3');
    expect(options.detail).toContain('الخادم: غير مُعدّ');
  });

  it('says which place each setting in effect came from, in the reviewer’s language', () => {
    const settings = {
      apiUrl: {
        kind: 'machine-policy' as const,
        where: 'HKLM\\Software\\Policies\\Agency Review Console',
        value: 'https://api.example.com/',
      },
      'updates.enabled': {
        kind: 'machine-file' as const,
        where: 'C:\\ProgramData\\x\\config.json',
        value: false,
      },
      'images.allowedHosts': {
        kind: 'user-policy' as const,
        where: 'HKCU\\Software\\Policies\\Agency Review Console',
        value: [],
      },
    };
    const detail = aboutDialog('en', { ...facts, config: { settings } }).detail!.split('\n');
    expect(detail.slice(5)).toEqual([
      '',
      'Settings:',
      'Backend: \u2066https://api.example.com/\u2069 (from Policy for this computer (Group Policy or MDM) HKLM\\Software\\Policies\\Agency Review Console)',
      'Updates: off (from Machine-wide configuration file C:\\ProgramData\\x\\config.json)',
      'Logos may load from: the backend only (from Policy for this user (Group Policy or MDM) HKCU\\Software\\Policies\\Agency Review Console)',
    ]);
    const arabic = aboutDialog('ar', { ...facts, config: { settings } }).detail!;
    expect(arabic).toContain('التحديثات: متوقفة (المصدر: ملف الإعدادات على مستوى الجهاز');
  });

  it('shows the team snippets by their file, or as written in the configuration, never their text', () => {
    const place = {
      kind: 'machine-policy' as const,
      where: 'HKLM\\Software\\Policies\\Agency Review Console',
    };
    const line = (language: 'en' | 'ar', value: string | { inline: true }) =>
      aboutDialog(language, { ...facts, config: { settings: { 'snippets.team': { ...place, value } } } })
        .detail!.split('\n')
        .at(-1);
    expect(line('en', 'C:\\IT\\team.json')).toBe(
      'Team snippets: \u2066C:\\IT\\team.json\u2069 (from Policy for this computer (Group Policy or MDM) HKLM\\Software\\Policies\\Agency Review Console)',
    );
    expect(line('en', { inline: true })).toMatch(
      /^Team snippets: written in the configuration itself \(from /,
    );
    expect(line('ar', { inline: true })).toMatch(/^مقتطفات الفريق: مكتوبة في الإعدادات نفسها \(المصدر: /);
  });

  it('names a place that could not be used, so IT knows the settings after it were not read', () => {
    const config = {
      settings: {},
      locations: [
        {
          kind: 'machine-policy' as const,
          where: 'HKLM\\Software\\Policies\\Agency Review Console',
          status: 'used' as const,
        },
        {
          kind: 'user-policy' as const,
          where: 'HKCU\\Software\\Policies\\Agency Review Console',
          status: 'unreadable' as const,
          problem: { code: 'unreadable' as const, detail: 'ERROR: Access is denied.' },
        },
        {
          kind: 'machine-file' as const,
          where: 'C:\\ProgramData\\x\\config.json',
          status: 'notChecked' as const,
        },
      ],
    };
    expect(
      aboutDialog('en', { ...facts, config })
        .detail!.split('\n')
        .at(-1),
    ).toBe(
      'Could not be used (see the log): Policy for this user (Group Policy or MDM) HKCU\\Software\\Policies\\Agency Review Console',
    );
    expect(aboutDialog('ar', { ...facts, config }).detail).toContain(
      'تعذّر استخدامه (راجع السجل): نهج هذا المستخدم',
    );
  });

  it('is a message box on top of the window', async () => {
    const dialog = { showMessageBox: vi.fn(async () => ({ response: 0, checkboxChecked: false })) };
    const window = { id: 1 } as never;
    await showAbout(dialog as never, window, 'en', facts);
    expect(dialog.showMessageBox).toHaveBeenCalledWith(window, aboutDialog('en', facts));
  });
});
