// Turns the resolved configuration into a live backend URL, starting the embedded demo API when the
// configuration asks for it (development only; config.ts never resolves to 'demo' when packaged).
import { readFileSync } from 'node:fs';
import type { ConfigReport } from '@shared/ipc/config-report';
import { runCommand } from './config-policy';
import type { UpdatesConfig } from './config-values';
import { log } from './logging';
import { resolveApiConfig, type ApiSource, type ConfigInputs } from './config';

export interface ApiBackend {
  source: ApiSource;
  /** null when no backend is configured: the renderer shows its configuration screen. */
  baseURL: string | null;
  /** Every place looked at and, when nothing is usable, why: for the configuration screen. */
  config: ConfigReport;
  /** The configuration's `updates` key, for the updater (absent: the build's own settings). */
  updates?: UpdatesConfig;
  close(): Promise<void>;
}

export interface DemoApi {
  url: string;
  close(): Promise<void>;
}

export type StartDemoApi = () => Promise<DemoApi>;

// Development builds only (`npm start`, `npm run dev`, tests): a production build (`electron-vite
// build`, what `npm run dist` packages) drops this import, so no demo code or credentials ship.
// DEMO_AGENCIES and the fault settings apply; the port is always a free one.
const startEmbeddedDemoApi: StartDemoApi =
  import.meta.env.MODE !== 'production'
    ? async () => {
        const { DEMO_CREDENTIALS, demoApiOptionsFromEnv, startDemoApi } = await import('../demo-api/server');
        const demo = await startDemoApi({ ...demoApiOptionsFromEnv(process.env), port: 0 });
        log.info(`Demo reviewer: ${DEMO_CREDENTIALS.email} (password in the README)`);
        return demo;
      }
    : async () => {
        throw new Error(
          'This is a production build, which has no embedded demo API: set REVIEW_CONSOLE_API_URL, or run `npm start` / `npm run dev`',
        );
      };

/** The bytes, whatever the encoding (config-text.ts decodes them); null when there is no file. */
export function readBytesIfExists(file: string): Uint8Array | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

type BackendInputs = Omit<ConfigInputs, 'readFile' | 'run'> & Partial<Pick<ConfigInputs, 'readFile' | 'run'>>;

export async function startApiBackend(
  inputs: BackendInputs,
  startDemo: StartDemoApi = startEmbeddedDemoApi,
): Promise<ApiBackend> {
  const config = await resolveApiConfig({
    ...inputs,
    readFile: inputs.readFile ?? readBytesIfExists,
    run: inputs.run ?? runCommand,
  });
  const { report } = config;
  for (const warning of report.warnings) log.warn('Ignored an unknown configuration key', { ...warning });
  const nothingToClose = async () => {};
  const found = { config: report, updates: config.updates };
  if (config.source === 'demo') {
    const demo = await startDemo();
    log.info('Embedded demo API started', { url: demo.url });
    return { source: 'demo', baseURL: demo.url, ...found, close: () => demo.close() };
  }
  if (config.apiUrl === null) {
    log.error('No usable configuration', { problem: report.problem, locations: report.locations });
    return { source: 'none', baseURL: null, ...found, close: nothingToClose };
  }
  // Only the origin: a URL may carry credentials, which never go to the log.
  const where = report.locations.find((location) => location.status === 'used')?.where;
  log.info('Backend configured', { source: config.source, where, origin: new URL(config.apiUrl).origin });
  return { source: config.source, baseURL: config.apiUrl, ...found, close: nothingToClose };
}
