// Where the backend is: REVIEW_CONSOLE_API_URL, else config.json beside the packaged app (written by
// IT), else in development only the embedded demo API. A packaged build never falls back to demo data.
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { AppInfo } from '@shared/ipc/contract';

export const API_URL_ENV = 'REVIEW_CONSOLE_API_URL';
export const CONFIG_FILE_NAME = 'config.json';

export type ApiSource = AppInfo['apiSource'];

export type ResolvedApiConfig =
  | { source: 'environment'; apiUrl: string }
  | { source: 'config-file'; apiUrl: string; file: string }
  | { source: 'demo' }
  | { source: 'none'; problem: string };

export interface ConfigInputs {
  env: Record<string, string | undefined>;
  isPackaged: boolean;
  /** app.getPath('exe') */
  exePath: string;
  platform: NodeJS.Platform;
  /** The file's text, or null when it does not exist. */
  readFile: (file: string) => string | null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const configFileSchema = z.object({
  apiUrl: z
    .string()
    .trim()
    .refine(isHttpUrl, 'apiUrl must be an http(s) URL, e.g. "https://api.example.com"'),
});

/** config.json beside the executable; on macOS also inside the bundle's Contents/Resources. */
export function configFileCandidates(exePath: string, platform: NodeJS.Platform): string[] {
  const exeDir = dirname(exePath);
  const candidates = [join(exeDir, CONFIG_FILE_NAME)];
  if (platform === 'darwin') candidates.push(join(exeDir, '..', 'Resources', CONFIG_FILE_NAME));
  return candidates;
}

function readConfigFile(file: string, text: string): ResolvedApiConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { source: 'none', problem: `${file} is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = configFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { source: 'none', problem: `${file}: ${issue?.path.join('.') || 'value'}: ${issue?.message}` };
  }
  return { source: 'config-file', apiUrl: parsed.data.apiUrl, file };
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/** A packaged app sends its session cookie and the reviewers' notes only over https (or to this machine). */
function insecureForPackaged(apiUrl: string, isPackaged: boolean): string | null {
  const url = new URL(apiUrl);
  if (!isPackaged || url.protocol === 'https:' || isLoopback(url.hostname)) return null;
  return `The backend URL must use https in an installed app, got "${apiUrl}"`;
}

function checked(config: ResolvedApiConfig, isPackaged: boolean): ResolvedApiConfig {
  if (config.source !== 'environment' && config.source !== 'config-file') return config;
  const problem = insecureForPackaged(config.apiUrl, isPackaged);
  return problem ? { source: 'none', problem } : config;
}

export function resolveApiConfig(inputs: ConfigInputs): ResolvedApiConfig {
  return checked(resolveUncheckedApiConfig(inputs), inputs.isPackaged);
}

function resolveUncheckedApiConfig({
  env,
  isPackaged,
  exePath,
  platform,
  readFile,
}: ConfigInputs): ResolvedApiConfig {
  const fromEnv = env[API_URL_ENV]?.trim();
  if (fromEnv) {
    if (isHttpUrl(fromEnv)) return { source: 'environment', apiUrl: fromEnv };
    return { source: 'none', problem: `${API_URL_ENV} must be an http(s) URL, got "${fromEnv}"` };
  }
  if (isPackaged) {
    for (const file of configFileCandidates(exePath, platform)) {
      const text = readFile(file);
      if (text !== null) return readConfigFile(file, text);
    }
    return {
      source: 'none',
      problem: `No backend URL: set ${API_URL_ENV} or write {"apiUrl": "https://..."} to ${configFileCandidates(exePath, platform)[0]}`,
    };
  }
  return { source: 'demo' };
}
