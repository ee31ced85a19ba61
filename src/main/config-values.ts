// The configuration's keys, checked the same way wherever they come from (a file, the registry, an MDM
// profile): `apiUrl` (required), `updates` (optional); anything else is a warning, never a failure.
// resources/config.schema.json describes the same rules for IT's editors.
import type { ConfigProblem } from '@shared/ipc/config-report';

export interface UpdatesConfig {
  /** False when IT turned updates off. */
  enabled: boolean;
  /** The generic provider's URL; absent: the build's own `publish` setting. */
  url?: string;
}

export interface AppConfig {
  apiUrl: string;
  updates?: UpdatesConfig;
}

export type ParsedConfig =
  | { ok: true; config: AppConfig; unknownKeys: string[] }
  | { ok: false; problem: ConfigProblem; unknownKeys: string[] };

/** The keys resources/config.schema.json describes; `$schema` only helps IT's editors. */
export const KNOWN_KEYS = ['$schema', 'apiUrl', 'updates'];
export const KNOWN_UPDATES_KEYS = ['url', 'enabled'];
// Enough to recognise a value on screen; a pasted wall of text stays short.
const MAX_SHOWN = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/** What may be shown and logged of a URL, as IT typed it: never its user name or password. */
export function shownUrl(value: string): string {
  return value
    .trim()
    .replace(/\/\/[^/@\s]*@/, '//')
    .slice(0, MAX_SHOWN);
}

/** An http(s) URL with a host; an installed app also needs https unless it is this machine. */
export function checkUrl(key: string, value: unknown, isPackaged: boolean): ConfigProblem | null {
  const text = typeof value === 'string' ? value.trim() : '';
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '') {
    return {
      code: 'invalidUrl',
      key,
      value: shownUrl(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
    };
  }
  // The session cookie and the reviewers' notes travel only encrypted (or stay on this machine).
  if (isPackaged && url.protocol !== 'https:' && !isLoopback(url.hostname)) {
    return { code: 'httpsRequired', key, value: shownUrl(text) };
  }
  return null;
}

function parseUpdates(value: unknown, isPackaged: boolean, unknownKeys: string[]) {
  if (!isObject(value)) return { code: 'invalidValue', key: 'updates', expected: 'object' } as const;
  unknownKeys.push(
    ...Object.keys(value)
      .filter((key) => !KNOWN_UPDATES_KEYS.includes(key))
      .map((key) => `updates.${key}`),
  );
  if (value.enabled !== undefined && typeof value.enabled !== 'boolean') {
    return { code: 'invalidValue', key: 'updates.enabled', expected: 'boolean' } as const;
  }
  const updates: UpdatesConfig = { enabled: value.enabled ?? true };
  if (value.url !== undefined) {
    const problem = checkUrl('updates.url', value.url, isPackaged);
    if (problem) return problem;
    updates.url = (value.url as string).trim();
  }
  return updates;
}

export function parseConfigValue(value: unknown, isPackaged: boolean): ParsedConfig {
  if (!isObject(value)) return { ok: false, problem: { code: 'notAnObject' }, unknownKeys: [] };
  const unknownKeys = Object.keys(value).filter((key) => !KNOWN_KEYS.includes(key));
  const fail = (problem: ConfigProblem): ParsedConfig => ({ ok: false, problem, unknownKeys });
  if (value.apiUrl === undefined || value.apiUrl === '') return fail({ code: 'missingApiUrl' });
  const urlProblem = checkUrl('apiUrl', value.apiUrl, isPackaged);
  if (urlProblem) return fail(urlProblem);
  const config: AppConfig = { apiUrl: (value.apiUrl as string).trim() };
  if (value.updates !== undefined) {
    const updates = parseUpdates(value.updates, isPackaged, unknownKeys);
    if ('code' in updates) return fail(updates);
    config.updates = updates;
  }
  return { ok: true, config, unknownKeys };
}
