import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ID, PRODUCT_NAME } from '@main/app-identity';
import { configPlaces, regExe } from '@main/config-locations';

const where = (places: ReturnType<typeof configPlaces>) =>
  places.map(({ kind, where }) => `${kind} ${where}`);

describe('the places the configuration is looked for, in order', () => {
  it('on Windows: the variables, %ProgramData%, Group Policy, then beside the .exe', () => {
    const places = configPlaces(
      { ProgramData: 'D:\\ProgramData', REVIEW_CONSOLE_CONFIG: 'C:\\it\\console.json' },
      'win32',
      'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe',
    );
    expect(where(places)).toEqual([
      'environment REVIEW_CONSOLE_API_URL',
      'environment-file C:\\it\\console.json',
      'machine-file D:\\ProgramData\\Agency Review Console\\config.json',
      'registry HKLM\\Software\\Policies\\Agency Review Console',
      'beside-app C:\\Program Files\\Agency Review Console\\config.json',
    ]);
  });

  it('on Windows, %ProgramData% defaults to C:\\ProgramData and its name is case-insensitive', () => {
    const exe = 'C:\\Apps\\Console.exe';
    expect(where(configPlaces({}, 'win32', exe))[2]).toBe(
      'machine-file C:\\ProgramData\\Agency Review Console\\config.json',
    );
    expect(where(configPlaces({ PROGRAMDATA: 'E:\\Data' }, 'win32', exe))[2]).toBe(
      'machine-file E:\\Data\\Agency Review Console\\config.json',
    );
  });

  it('on Windows, a portable .exe is configured beside the .exe the user started, not its temporary copy', () => {
    const places = configPlaces(
      { PORTABLE_EXECUTABLE_DIR: 'E:\\Tools' },
      'win32',
      'C:\\Users\\r\\AppData\\Local\\Temp\\2abc\\Console.exe',
    );
    expect(where(places).slice(-2)).toEqual([
      'beside-app E:\\Tools\\config.json',
      'beside-app C:\\Users\\r\\AppData\\Local\\Temp\\2abc\\config.json',
    ]);
  });

  it('on Windows, reg.exe is run from System32 by its full path', () => {
    expect(regExe({})).toBe('C:\\Windows\\System32\\reg.exe');
    expect(regExe({ SystemRoot: 'D:\\WINDOWS' })).toBe('D:\\WINDOWS\\System32\\reg.exe');
  });

  it('on macOS: the variables, /Library/Application Support, the MDM profile, then the bundle', () => {
    const places = configPlaces(
      {},
      'darwin',
      '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console',
    );
    expect(where(places)).toEqual([
      'environment REVIEW_CONSOLE_API_URL',
      'environment-file REVIEW_CONSOLE_CONFIG',
      'machine-file /Library/Application Support/Agency Review Console/config.json',
      'managed-preference /Library/Managed Preferences/com.agencyreview.console.plist',
      'beside-app /Applications/Agency Review Console.app/Contents/MacOS/config.json',
      'beside-app /Applications/Agency Review Console.app/Contents/Resources/config.json',
    ]);
  });

  it('on Linux: the variables, /etc/agency-review-console, then beside the executable', () => {
    expect(where(configPlaces({}, 'linux', '/opt/Agency Review Console/agency-review-console'))).toEqual([
      'environment REVIEW_CONSOLE_API_URL',
      'environment-file REVIEW_CONSOLE_CONFIG',
      'machine-file /etc/agency-review-console/config.json',
      'beside-app /opt/Agency Review Console/config.json',
    ]);
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
