// Starts the built main with the fake Electron (run-once.ts) in a fresh Node process and a fresh
// userData folder, and answers how long each step took after Electron's 'ready'. Shared by the
// benchmark (npm run bench) and the test that checks the harness still reaches the window.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StepName } from './fake-electron';

const runOnce = fileURLToPath(new URL('./run-once.ts', import.meta.url));

export type MainStartStep = Exclude<StepName, 'ready'>;

export interface MainStart {
  /** What the window loaded. */
  url: string;
  /** ms from 'ready' to each step. */
  sinceReady: Record<MainStartStep, number>;
  /** Electron methods start-up called that the fake does not write out. */
  unknownCalls: string[];
}

interface RunMessage {
  url?: string;
  steps?: Partial<Record<StepName, number>>;
  unknownCalls?: string[];
  error?: string;
}

/**
 * Without `apiUrl`, as `npm start` runs without a configured backend: the embedded demo API. With it,
 * as an installed app runs: the backend IT configured (never called during start-up).
 */
export async function startBuiltMain(entry: string, apiUrl?: string): Promise<MainStart> {
  const userData = mkdtempSync(join(tmpdir(), 'main-start-'));
  const env: NodeJS.ProcessEnv = { ...process.env, MAIN_START_USER_DATA: userData };
  delete env.REVIEW_CONSOLE_API_URL;
  if (apiUrl) env.REVIEW_CONSOLE_API_URL = apiUrl;
  // The app:// page, not a dev server.
  delete env.ELECTRON_RENDERER_URL;
  // The development app registers itself for links before 'ready' (link-registration.ts); this Node
  // process is no app to open them, and the machine's handlers are left alone.
  env.REVIEW_CONSOLE_SKIP_LINK_REGISTRATION = '1';
  // Nothing of the machine's own: no home, data or configuration folder outside this start's.
  for (const name of ['HOME', 'USERPROFILE', 'XDG_DATA_HOME', 'XDG_CONFIG_HOME', 'APPDATA'])
    env[name] = userData;
  try {
    const message = await new Promise<RunMessage>((resolve, reject) => {
      // Plain Node, no compiler hooks: the built main runs as Electron would run it. Only the harness's
      // own TypeScript has its types stripped, which Node 22 before 22.18 does only when asked.
      const child = fork(runOnce, [entry], {
        env,
        execArgv: ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let stderr = '';
      let answer: RunMessage | undefined;
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('message', (received: RunMessage) => (answer = received));
      child.on('error', reject);
      child.on('exit', (code) => {
        if (answer) resolve(answer);
        else reject(new Error(`The start of main exited with ${code} and no result: ${stderr}`));
      });
    });
    if (message.error || !message.url || !message.steps) {
      throw new Error(`main did not reach the window: ${message.error ?? 'no result'}`);
    }
    const { steps } = message;
    const ready = steps.ready ?? Number.NaN;
    const since = (step: MainStartStep) => (steps[step] ?? Number.NaN) - ready;
    const sinceReady = {
      backend: since('backend'),
      menu: since('menu'),
      handlers: since('handlers'),
      window: since('window'),
      loadURL: since('loadURL'),
    };
    return { url: message.url, sinceReady, unknownCalls: message.unknownCalls ?? [] };
  } finally {
    rmSync(userData, { recursive: true, force: true });
  }
}
