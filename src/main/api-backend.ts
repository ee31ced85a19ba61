// Turns the resolved configuration into a live backend URL, starting the embedded demo API when the
// configuration asks for it (development only; config.ts never resolves to 'demo' when packaged).
import { lstatSync, readFileSync } from 'node:fs';
import { imageSources } from '@shared/image-policy';
import type { ConfigReport } from '@shared/ipc/config-report';
import { runCommand } from './config-policy';
import type { ResolvedSettings } from './config-sourced';
import { log } from './logging';
import { logSystemPathFallback } from './windows-system';
import { resolveApiConfig, type ApiSource, type ConfigInputs, type FileOwner } from './config';

export interface ApiBackend {
  source: ApiSource;
  /** null when no backend is configured: the renderer shows its configuration screen. */
  baseURL: string | null;
  /** Every place looked at and, when nothing is usable, why: for the configuration screen. */
  config: ConfigReport;
  /** Every setting in effect with its place: the updater reads its own here. */
  settings: ResolvedSettings;
  /** A broken place stopped the search (config.ts): an absent setting gets its cautious answer. */
  incomplete: boolean;
  /** Where agency logos may load from besides the app itself (image-policy.ts); null: any https host. */
  imageSources: string[] | null;
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

/** The owner and mode of a file itself (a link is not followed), or null when there is none. */
export function fileOwnerIfExists(file: string): FileOwner | null {
  try {
    const stats = lstatSync(file);
    return { uid: stats.uid, mode: stats.mode, isFile: stats.isFile() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

type Defaulted = 'readFile' | 'run' | 'fileOwner' | 'onSystemPathFallback';
type BackendInputs = Omit<ConfigInputs, Defaulted> & Partial<Pick<ConfigInputs, Defaulted>>;

export async function startApiBackend(
  inputs: BackendInputs,
  startDemo: StartDemoApi = startEmbeddedDemoApi,
): Promise<ApiBackend> {
  const config = await resolveApiConfig({
    ...inputs,
    readFile: inputs.readFile ?? readBytesIfExists,
    run: inputs.run ?? runCommand,
    fileOwner: inputs.fileOwner ?? fileOwnerIfExists,
    onSystemPathFallback: inputs.onSystemPathFallback ?? logSystemPathFallback(log),
  });
  const { report } = config;
  for (const warning of report.warnings) log.warn('Ignored an unknown configuration key', { ...warning });
  for (const [key, setting] of Object.entries(report.settings)) {
    log.info('Setting in effect', { key, from: setting.kind, where: setting.where, value: setting.value });
  }
  const nothingToClose = async () => {};
  const found = { config: report, settings: config.settings, incomplete: config.incomplete };
  // Where a broken place might have restricted logos, they load from the backend only.
  const allowedHosts = config.settings['images.allowedHosts']?.value ?? (config.incomplete ? [] : undefined);
  const images = (apiUrl: string | null) => ({ imageSources: imageSources(apiUrl, allowedHosts) });
  const broken = report.locations.find(
    (location) => location.status === 'unreadable' || location.status === 'invalid',
  );
  if (config.incomplete && config.apiUrl !== null && broken) {
    log.error('A configuration place could not be used; the settings of the places before it apply', {
      kind: broken.kind,
      where: broken.where,
      problem: broken.problem,
    });
  }
  if (config.source === 'demo') {
    const demo = await startDemo();
    log.info('Embedded demo API started', { url: demo.url });
    return { source: 'demo', baseURL: demo.url, ...found, ...images(demo.url), close: () => demo.close() };
  }
  if (config.apiUrl === null) {
    log.error('No usable configuration', { problem: report.problem, locations: report.locations });
    return { source: 'none', baseURL: null, ...found, ...images(null), close: nothingToClose };
  }
  // Only the origin: a URL may carry credentials, which never go to the log.
  log.info('Backend configured', {
    source: config.source,
    where: config.settings.apiUrl?.where,
    origin: new URL(config.apiUrl).origin,
  });

  return {
    source: config.source,
    baseURL: config.apiUrl,
    ...found,
    ...images(config.apiUrl),
    close: nothingToClose,
  };
}
