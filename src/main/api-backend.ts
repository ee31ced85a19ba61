// Turns the resolved configuration into a live backend URL, starting the embedded demo API when the
// configuration asks for it (development only; config.ts never resolves to 'demo' when packaged).
import { readFileSync } from 'node:fs';
import { log } from './logging';
import { resolveApiConfig, type ApiSource, type ConfigInputs } from './config';

export interface ApiBackend {
  source: ApiSource;
  /** null when no backend is configured: the renderer shows its configuration screen. */
  baseURL: string | null;
  problem?: string;
  close(): Promise<void>;
}

export interface DemoApi {
  url: string;
  close(): Promise<void>;
}

export type StartDemoApi = () => Promise<DemoApi>;

// Loaded only when needed, so a packaged build never runs it. DEMO_AGENCIES and the fault settings
// apply; the port is always a free one, so it never clashes with a standalone `npm run demo-api`.
const startEmbeddedDemoApi: StartDemoApi = async () => {
  const { DEMO_CREDENTIALS, demoApiOptionsFromEnv, startDemoApi } = await import('../demo-api/server');
  const demo = await startDemoApi({ ...demoApiOptionsFromEnv(process.env), port: 0 });
  log.info(`Demo reviewer: ${DEMO_CREDENTIALS.email} (password in the README)`);
  return demo;
};

export function readTextIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function startApiBackend(
  inputs: Omit<ConfigInputs, 'readFile'> & { readFile?: ConfigInputs['readFile'] },
  startDemo: StartDemoApi = startEmbeddedDemoApi,
): Promise<ApiBackend> {
  const config = resolveApiConfig({ ...inputs, readFile: inputs.readFile ?? readTextIfExists });
  const nothingToClose = async () => {};
  switch (config.source) {
    case 'environment':
    case 'config-file':
      // Only the origin: a URL may carry credentials, which never go to the log.
      log.info('Backend configured', { source: config.source, origin: new URL(config.apiUrl).origin });
      return { source: config.source, baseURL: config.apiUrl, close: nothingToClose };
    case 'demo': {
      const demo = await startDemo();
      log.info('Embedded demo API started', { url: demo.url });
      return { source: 'demo', baseURL: demo.url, close: () => demo.close() };
    }
    case 'none':
      log.error('No backend configured', { problem: config.problem });
      return { source: 'none', baseURL: null, problem: config.problem, close: nothingToClose };
  }
}
