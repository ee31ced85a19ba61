import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ID, PRODUCT_NAME } from '@main/app-identity';
import { configPlaces, type PlaceFacts } from '@main/config-locations';

const where = (facts: Partial<PlaceFacts> & Pick<PlaceFacts, 'platform' | 'exePath'>) =>
  configPlaces({ env: {}, userName: 'reviewer', ...facts }).map(({ kind, where }) => `${kind} ${where}`);

const winExe = 'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe';

describe('the places the configuration is looked for, in order: policy first', () => {
  it('on Windows: machine and user Group Policy, %ProgramData%, the variables, then beside the .exe', () => {
    expect(
      where({
        env: { ProgramData: 'D:\\ProgramData', REVIEW_CONSOLE_CONFIG: 'C:\\it\\console.json' },
        platform: 'win32',
        exePath: winExe,
      }),
    ).toEqual([
      'machine-policy HKLM\\Software\\Policies\\Agency Review Console',
      'user-policy HKCU\\Software\\Policies\\Agency Review Console',
      'machine-file D:\\ProgramData\\Agency Review Console\\config.json',
      'environment REVIEW_CONSOLE_API_URL',
      'environment-file C:\\it\\console.json',
      'beside-app C:\\Program Files\\Agency Review Console\\config.json',
    ]);
  });

  it('on Windows, %ProgramData% defaults to C:\\ProgramData and its name is case-insensitive', () => {
    const exePath = 'C:\\Apps\\Console.exe';
    expect(where({ platform: 'win32', exePath })[2]).toBe(
      'machine-file C:\\ProgramData\\Agency Review Console\\config.json',
    );
    expect(where({ env: { PROGRAMDATA: 'E:\\Data' }, platform: 'win32', exePath })[2]).toBe(
      'machine-file E:\\Data\\Agency Review Console\\config.json',
    );
  });

  it('on Windows, a portable .exe is configured beside the .exe the user started, not its temporary copy', () => {
    const places = where({
      env: { PORTABLE_EXECUTABLE_DIR: 'E:\\Tools' },
      platform: 'win32',
      exePath: 'C:\\Users\\r\\AppData\\Local\\Temp\\2abc\\Console.exe',
    });
    expect(places.slice(-2)).toEqual([
      'beside-app E:\\Tools\\config.json',
      'beside-app C:\\Users\\r\\AppData\\Local\\Temp\\2abc\\config.json',
    ]);
  });

  it('on Windows, the ProgramData folder the registry names wins over the %ProgramData% a user may set', () => {
    const places = where({
      env: { ProgramData: 'C:\\Users\\me\\pd' },
      platform: 'win32',
      exePath: winExe,
      programData: 'C:\\ProgramData',
    });
    expect(places[2]).toBe('machine-file C:\\ProgramData\\Agency Review Console\\config.json');
  });

  it('on macOS: device and user managed preferences, /Library/Application Support, the variables, then the bundle', () => {
    expect(
      where({
        platform: 'darwin',
        exePath: '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console',
        userName: 'rana',
      }),
    ).toEqual([
      'machine-policy /Library/Managed Preferences/com.agencyreview.console.plist',
      'user-policy /Library/Managed Preferences/rana/com.agencyreview.console.plist',
      'machine-file /Library/Application Support/Agency Review Console/config.json',
      'environment REVIEW_CONSOLE_API_URL',
      'environment-file REVIEW_CONSOLE_CONFIG',
      'beside-app /Applications/Agency Review Console.app/Contents/MacOS/config.json',
      'beside-app /Applications/Agency Review Console.app/Contents/Resources/config.json',
    ]);
  });

  it('on macOS, a user name that is not a plain folder name has no user-scope profile', () => {
    const exePath = '/Applications/A.app/Contents/MacOS/A';
    for (const userName of ['', '..', '../root', 'a/b'])
      expect(
        where({ platform: 'darwin', exePath, userName }).some((place) => place.startsWith('user-policy')),
      ).toBe(false);
  });

  it('on Linux: /etc/agency-review-console, the variables, then beside the executable', () => {
    expect(where({ platform: 'linux', exePath: '/opt/Agency Review Console/agency-review-console' })).toEqual(
      [
        'machine-file /etc/agency-review-console/config.json',
        'environment REVIEW_CONSOLE_API_URL',
        'environment-file REVIEW_CONSOLE_CONFIG',
        'beside-app /opt/Agency Review Console/config.json',
      ],
    );
  });
});

describe('the names in those places', () => {
  it('are the product name and bundle id the build gives the app', () => {
    const root = new URL('../../../../', import.meta.url);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { productName: string };
    const builder = readFileSync(new URL('electron-builder.yml', root), 'utf8');
    expect(PRODUCT_NAME).toBe(pkg.productName);
    expect(builder).toMatch(new RegExp(`^appId: ${BUNDLE_ID.replaceAll('.', '\\.')}$`, 'm'));
  });
});
