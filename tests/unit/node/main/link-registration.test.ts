import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  desktopExecArgument,
  devDesktopEntry,
  processInputs,
  reasonToSkip,
  registerDevelopmentLinks,
  userApplicationsDir,
  type LinkRegistrationInputs,
} from '@main/link-registration';
import { LINK_SCHEME } from '@shared/review-link';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pretended OS: a temp home, xdg-mime's default kept in memory, the registry's one key for Windows. */
function system(platform: NodeJS.Platform, overrides: Partial<LinkRegistrationInputs> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'link-home-'));
  dirs.push(home);
  const state = { xdgDefault: '', registered: null as null | { path?: string; args?: string[] } };
  const runs: string[][] = [];
  const info = vi.fn();
  const warn = vi.fn();
  const inputs: LinkRegistrationInputs = {
    app: {
      isPackaged: false,
      getAppPath: () => '/home/dev/console',
      isDefaultProtocolClient: (scheme, path, args) =>
        scheme === LINK_SCHEME && JSON.stringify(state.registered) === JSON.stringify({ path, args }),
      setAsDefaultProtocolClient: (scheme, path, args) => {
        if (scheme !== LINK_SCHEME) return false;
        state.registered = { path, args };
        return true;
      },
    },
    platform,
    execPath: '/home/dev/console/node_modules/electron/dist/electron',
    argv: ['/home/dev/console/node_modules/electron/dist/electron', '.'],
    env: {},
    homeDir: home,
    log: { info, warn },
    // The real file system, in a temp home.
    readFile: processInputs().readFile,
    writeFile: processInputs().writeFile,
    run: (program, args) => {
      runs.push([program, ...args]);
      if (args[0] === 'query') return { code: 0, stdout: `${state.xdgDefault}\n` };
      state.xdgDefault = args[1];
      return { code: 0, stdout: '' };
    },
    ...overrides,
  };
  return { inputs, state, runs, home, info, warn };
}

describe('registering the links for the development app on Linux', () => {
  it('writes its own .desktop file into ~/.local/share/applications and makes it the default', () => {
    const { inputs, state, home, runs } = system('linux');
    expect(registerDevelopmentLinks(inputs)).toBe('registered');
    const file = join(home, '.local/share/applications/agency-review-console-dev.desktop');
    const entry = readFileSync(file, 'utf8');
    expect(entry).toContain(
      '\nExec=/home/dev/console/node_modules/electron/dist/electron /home/dev/console %u\n',
    );
    expect(entry).toContain(`\nMimeType=x-scheme-handler/${LINK_SCHEME};\n`);
    expect(entry).toContain('\nNoDisplay=true\n');
    expect(state.xdgDefault).toBe('agency-review-console-dev.desktop');
    expect(runs.at(-1)).toEqual([
      'xdg-mime',
      'default',
      'agency-review-console-dev.desktop',
      `x-scheme-handler/${LINK_SCHEME}`,
    ]);
  });

  it('never writes the installed app’s .desktop file', () => {
    const { inputs, home } = system('linux');
    const installed = join(home, '.local/share/applications/agency-review-console.desktop');
    mkdirSync(dirname(installed), { recursive: true });
    writeFileSync(installed, 'the installed app’s');
    registerDevelopmentLinks(inputs);
    expect(readFileSync(installed, 'utf8')).toBe('the installed app’s');
  });

  it('uses $XDG_DATA_HOME when it is set (an absolute path), and does nothing more once registered', () => {
    const { inputs, home, runs } = system('linux');
    const dataHome = join(home, 'data');
    inputs.env = { XDG_DATA_HOME: dataHome };
    expect(registerDevelopmentLinks(inputs)).toBe('registered');
    expect(readFileSync(join(dataHome, 'applications/agency-review-console-dev.desktop'), 'utf8')).toContain(
      'MimeType=',
    );
    runs.length = 0;
    expect(registerDevelopmentLinks(inputs)).toBe('already registered');
    expect(runs).toEqual([['xdg-mime', 'query', 'default', `x-scheme-handler/${LINK_SCHEME}`]]);
    expect(userApplicationsDir({ XDG_DATA_HOME: 'relative' }, '/home/a')).toBe(
      '/home/a/.local/share/applications',
    );
  });

  it('takes the links back when another handler became the default', () => {
    const { inputs, state } = system('linux');
    registerDevelopmentLinks(inputs);
    state.xdgDefault = 'agency-review-console.desktop';
    expect(registerDevelopmentLinks(inputs)).toBe('registered');
    expect(state.xdgDefault).toBe('agency-review-console-dev.desktop');
  });

  it('says so in the log when xdg-mime is missing or fails', () => {
    const { inputs, warn } = system('linux', { run: () => ({ code: null, stdout: '' }) });
    expect(registerDevelopmentLinks(inputs)).toBe('not registered');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/xdg-mime/), expect.anything());
  });

  it('quotes an Exec argument as the desktop entry specification asks', () => {
    expect(desktopExecArgument('/opt/dev/electron')).toBe('/opt/dev/electron');
    // Quoted for the space; `"`, `$`, `\` and a backtick escaped; then backslashes doubled, % as %%.
    expect(desktopExecArgument('/home/a b/"x"$y\\z`%')).toBe('"/home/a b/\\\\"x\\\\"\\\\$y\\\\\\\\z\\\\`%%"');
    expect(() => desktopExecArgument('/home/a\nExec=evil')).toThrow(/line break/);
    expect(devDesktopEntry('/e', '/home/a b')).toContain('\nExec=/e "/home/a b" %u\n');
  });
});

describe('registering the links for the development app on Windows and macOS', () => {
  it('registers this Electron with the checkout on Windows, "--" before the link', () => {
    const { inputs, state } = system('win32', { execPath: 'C:\\dev\\electron.exe' });
    inputs.app.getAppPath = () => 'C:\\dev\\console';
    expect(registerDevelopmentLinks(inputs)).toBe('registered');
    expect(state.registered).toEqual({ path: 'C:\\dev\\electron.exe', args: ['C:\\dev\\console', '--'] });
    expect(registerDevelopmentLinks(inputs)).toBe('already registered');
  });

  it('asks LaunchServices on macOS, for the schemes of the development Electron.app', () => {
    const { inputs, state } = system('darwin');
    expect(registerDevelopmentLinks(inputs)).toBe('registered');
    expect(state.registered).toEqual({ path: undefined, args: undefined });
  });

  it('says so when Electron refuses (a macOS Electron.app without the scheme in its Info.plist)', () => {
    const { inputs, warn } = system('darwin');
    inputs.app.setAsDefaultProtocolClient = () => false;
    expect(registerDevelopmentLinks(inputs)).toBe('not registered');
    expect(warn).toHaveBeenCalled();
  });
});

describe('never registering', () => {
  it('in an installed app: its installer did', () => {
    const { inputs, state, runs } = system('win32');
    inputs.app = { ...inputs.app, isPackaged: true };
    expect(registerDevelopmentLinks(inputs)).toBe('packaged');
    expect(state.registered).toBeNull();
    expect(runs).toEqual([]);
  });

  it.each([
    ['QA’s variable', { REVIEW_CONSOLE_SKIP_LINK_REGISTRATION: '1' }, []],
    ['CI', { CI: 'true' }, []],
    ['vitest', { VITEST: 'true' }, []],
    ['Playwright’s launch', {}, ['--inspect=0', '--remote-debugging-port=0']],
  ])('under %s', (_, env, args) => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const { inputs, state, runs, home, info } = system(platform);
      inputs.env = env;
      inputs.argv = [...args, ...inputs.argv];
      expect(registerDevelopmentLinks(inputs)).toBe('skipped');
      expect(state.registered).toBeNull();
      expect(runs).toEqual([]);
      expect(() =>
        readFileSync(join(home, '.local/share/applications/agency-review-console-dev.desktop')),
      ).toThrow();
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/not registered/), {
        reason: expect.any(String),
      });
    }
  });

  it('unless QA’s variable says no', () => {
    expect(reasonToSkip({ REVIEW_CONSOLE_SKIP_LINK_REGISTRATION: '0', CI: 'false' }, [])).toBeNull();
  });
});
