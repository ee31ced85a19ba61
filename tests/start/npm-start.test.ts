// The README's first command on a fresh machine: a copy of the project runs `npm ci`, then `npm start`
// and `npm run dev` with ELECTRON_MIRROR pointing at a local stand-in of Electron's download mirror.
// Electron's own installer fetches the stand-in "Electron", which must then be started on the built
// app; with an unreachable mirror, the command must stop with one clear message.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executableInDist } from '../../tooling/electron/obtain-electron';
import { standInRelease, startMirror, type Mirror } from './stand-in-mirror';

const root = fileURLToPath(new URL('../..', import.meta.url));
const electronVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const executable = executableInDist(process.platform);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The stand-in is a shell script: there is none for Windows, whose start is covered by the unit tests.
const unsupported = process.platform === 'win32' || !executable;
if (unsupported) {
  console.log(
    `npm start on a fresh copy skipped: the stand-in Electron is a shell script (${process.platform})`,
  );
}

/** The files a fresh clone of the working tree holds: tracked and new, never ignored ones. */
function copyProject(to: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted, not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(root, file), join(to, file));
  }
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

// The cases run in order (as a file's tests do) on one copy: the later ones use what npm start got.
describe.skipIf(unsupported)('npm start on a fresh copy of the project', () => {
  let work: string;
  let project: string;
  let mirror: Mirror;
  let env: NodeJS.ProcessEnv;
  let npmCi: { status: number | null; output: string };

  // Asynchronous: the mirror answers from this process while npm runs.
  const run = (args: string[], extra: NodeJS.ProcessEnv) =>
    new Promise<{ status: number | null; output: string }>((done) => {
      const child = spawn(npm, args, {
        cwd: project,
        env: { ...env, ...extra },
        shell: process.platform === 'win32',
        timeout: 240_000,
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (status) => done({ status, output }));
    });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'fresh-start-'));
    project = join(work, 'project');
    copyProject(project);
    mirror = await startMirror(standInRelease(electronVersion, process.platform, process.arch, executable!));
    const inherited = { ...process.env };
    for (const name of Object.keys(inherited)) {
      // Nothing of this machine's Electron set-up or of the running test's npm may leak in.
      if (/^(electron_|npm_|vitest)/i.test(name) || ['NODE_OPTIONS', 'NODE_ENV', 'TEST'].includes(name)) {
        delete inherited[name];
      }
    }
    env = {
      ...inherited,
      // The Node running this test (22) first, as the README's one-liner and CI put it.
      PATH: [dirname(process.execPath), inherited.PATH].join(delimiter),
      electron_config_cache: join(work, 'electron-cache'),
      ELECTRON_GET_NO_PROGRESS: '1',
      STAND_IN_ELECTRON_RECORD: join(work, 'started.txt'),
    };
    npmCi = await run(['ci', '--prefer-offline', '--no-audit', '--no-fund'], {});
  }, 300_000);

  afterAll(async () => {
    await mirror?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('npm ci installs without engine or install-script warnings, and downloads no Electron', () => {
    expect(npmCi.status, npmCi.output).toBe(0);
    expect(npmCi.output).not.toMatch(/EBADENGINE|install-scripts|not yet covered by allowScripts/);
    expect(existsSync(join(project, 'node_modules', 'electron', 'path.txt'))).toBe(false);
    expect(mirror.requests).toEqual([]);
  });

  it('with an unreachable mirror, npm start stops with one clear message before building', async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}/`;
    const started = await run(['start'], {
      ELECTRON_MIRROR: unreachable,
      electron_use_remote_checksums: '1',
    });

    expect(started.status).not.toBe(0);
    expect(started.output).toContain('The desktop app cannot start: the Electron binary is not available.');
    expect(started.output).toContain(`could not be obtained from ${unreachable}v${electronVersion}/`);
    expect(started.output).toContain('ECONNREFUSED'); // the network's reason, not only "fetch failed"
    expect(started.output).toContain('ELECTRON_MIRROR');
    expect(started.output).toContain('`npm run web` runs the same console in a browser');
    expect(started.output).not.toContain('Electron uninstall');
    expect(started.output).not.toMatch(/^\s+at /m); // no stack trace
    expect(existsSync(join(project, 'out'))).toBe(false);
    expect(existsSync(env.STAND_IN_ELECTRON_RECORD!)).toBe(false);
  });

  it('npm start downloads Electron from the mirror, builds, and starts it on the built app', async () => {
    const started = await run(['start'], { ELECTRON_MIRROR: mirror.url, electron_use_remote_checksums: '1' });

    expect(started.status, started.output).toBe(0);
    expect(started.output).toContain(
      `Downloading Electron ${electronVersion} for ${process.platform}-${process.arch} from ${mirror.url}`,
    );
    expect(mirror.requests).toEqual([
      `/v${electronVersion}/electron-v${electronVersion}-${process.platform}-${process.arch}.zip`,
      `/v${electronVersion}/SHASUMS256.txt`,
    ]);
    const [cwd, appFolder] = readFileSync(env.STAND_IN_ELECTRON_RECORD!, 'utf8').split('\n');
    const app = resolve(cwd, appFolder);
    expect(app).toBe(resolve(project));
    const { main } = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { main: string };
    expect(existsSync(join(app, main))).toBe(true);
  });

  it('npm run dev starts the same Electron, already there, on the app', async () => {
    rmSync(env.STAND_IN_ELECTRON_RECORD!, { force: true });
    const requestsBefore = mirror.requests.length;
    // No mirror at all: the binary downloaded by npm start is used as it is.
    const started = await run(['run', 'dev'], { ELECTRON_MIRROR: 'http://127.0.0.1:9/' });

    expect(started.status, started.output).toBe(0);
    expect(mirror.requests.length).toBe(requestsBefore);
    const [cwd, appFolder] = readFileSync(env.STAND_IN_ELECTRON_RECORD!, 'utf8').split('\n');
    expect(resolve(cwd, appFolder)).toBe(resolve(project));
  });

  it('the Electron suite obtains the binary the same way, and once it runs, its failures fail the run', async () => {
    // As on a machine where Electron was never downloaded: the suite must obtain it, not skip.
    const electronPackage = join(project, 'node_modules', 'electron');
    rmSync(join(electronPackage, 'dist'), { recursive: true, force: true });
    rmSync(join(electronPackage, 'path.txt'), { force: true });

    // The stand-in answers --version, so it runs here; Playwright cannot drive it, so each test fails.
    const suite = await run(['run', 'test:electron', '--', 'tests/electron/smoke.spec.ts'], {
      DISPLAY: ':99',
      ELECTRON_MIRROR: mirror.url,
      electron_use_remote_checksums: '1',
    });

    expect(existsSync(join(electronPackage, 'dist', executable!))).toBe(true);
    expect(suite.status).not.toBe(0);
    expect(suite.output).not.toContain('SKIPPED');
    expect(suite.output).toMatch(/Electron e2e: 0 passed, \d+ failed/);
  });
});
