// What the Electron suite launches, as a pure function of its inputs (unit-tested without Electron):
// the built out/ through the Electron binary with the project folder, or a QA build's executable.
export const API_URL_ENV = 'REVIEW_CONSOLE_API_URL';
export const CONFIG_PATH_ENV = 'REVIEW_CONSOLE_CONFIG';
export const APP_PATH_ENV = 'ELECTRON_APP_PATH';
/** Variables that would make the app something else: a dev server's renderer, or plain Node. */
const DROPPED = ['ELECTRON_RENDERER_URL', 'ELECTRON_RUN_AS_NODE'];

export type Env = Record<string, string | undefined>;

export interface LaunchInputs {
  /** The test process's environment: QA's own backend (URL or configuration file) lives here. */
  env: Env;
  /**
   * What the run found to launch (electron-binary.ts): the Electron binary for the built out/, or
   * ELECTRON_APP_PATH's QA build as an executable (a macOS .app resolved to the binary inside it).
   */
  electronBinary: string | null;
  projectRoot: string;
  userDataDir: string;
  /** The worker's demo API, the backend unless the environment names another. */
  demoApiUrl: string;
  /** One test's own variables; undefined removes one (e.g. no backend, for the configuration screen). */
  overrides?: Env;
  platform?: NodeJS.Platform;
  isRoot?: boolean;
}

export interface LaunchOptions {
  executablePath: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** The variables by which QA named another backend ([] when the demo API is the backend). */
export function otherBackendVariables(env: Env): string[] {
  return [API_URL_ENV, CONFIG_PATH_ENV].filter((name) => env[name]?.trim());
}

/** True when QA pointed the suite at another backend, so the demo API is not the app's. */
export function usesOtherBackend(env: Env): boolean {
  return otherBackendVariables(env).length > 0;
}

export function launchOptions(inputs: LaunchInputs): LaunchOptions {
  const appPath = inputs.env[APP_PATH_ENV]?.trim();
  const executablePath = inputs.electronBinary ?? appPath;
  if (!executablePath) throw new Error(`No Electron binary and no ${APP_PATH_ENV} to launch`);
  const merged: Env = {
    ...inputs.env,
    ...(usesOtherBackend(inputs.env) ? {} : { [API_URL_ENV]: inputs.demoApiUrl }),
    ...inputs.overrides,
  };
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(merged)) {
    if (value !== undefined && !DROPPED.includes(name)) env[name] = value;
  }
  const rootOnLinux = (inputs.platform ?? process.platform) === 'linux' && inputs.isRoot === true;
  return {
    executablePath,
    args: [
      // The project folder: its package.json names out/main/index.js, as in a packaged app.
      ...(appPath ? [] : [inputs.projectRoot]),
      `--user-data-dir=${inputs.userDataDir}`,
      ...(rootOnLinux ? ['--no-sandbox'] : []),
    ],
    cwd: inputs.projectRoot,
    env,
  };
}
