// The configuration's keys, checked the same way wherever they come from (a file, the registry, an MDM
// profile). A place may set any of them; config.ts takes each from the first place that sets it.
// Unknown keys are warnings, never failures. resources/config.schema.json describes the same rules.
import type { SettingValues, TeamSnippetsSetting } from '@shared/config-settings';
import type { ConfigProblem, ValueType } from '@shared/ipc/config-report';

/** What one place sets. */
export type PlaceSettings = Partial<SettingValues>;

export type ParsedPlace =
  | { ok: true; settings: PlaceSettings; unknownKeys: string[] }
  | { ok: false; problem: ConfigProblem; unknownKeys: string[] };

/** The keys resources/config.schema.json describes; `$schema` only helps IT's editors. */
export const KNOWN_KEYS = ['$schema', 'apiUrl', 'updates', 'images', 'snippets'];
export const KNOWN_UPDATES_KEYS = ['url', 'enabled'];
export const KNOWN_IMAGES_KEYS = ['allowedHosts'];
export const KNOWN_SNIPPETS_KEYS = ['team'];
// Enough to recognise a value on screen; a pasted wall of text stays short.
const MAX_SHOWN = 200;
/** A host name, optionally with a leading `*.` for its subdomains and a port. */
const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !ArrayBuffer.isView(value);

/** The type of a value by name, as IT would recognise it in a plist or JSON editor. */
export function valueType(value: unknown): ValueType {
  if (value === null) return 'null';
  if (value instanceof Date) return 'date';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return 'data';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\./.test(host);

/** What may be shown and logged of a URL, as IT typed it: never its user name or password. */
export function shownUrl(value: string): string {
  return value
    .trim()
    .replace(/\/\/[^/@\s]*@/, '//')
    .slice(0, MAX_SHOWN);
}

/** An http(s) URL with a host; an installed app also needs https unless it is this machine. */
export function checkUrl(key: string, value: string, isPackaged: boolean): ConfigProblem | null {
  const text = value.trim();
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '') {
    return { code: 'invalidUrl', key, value: shownUrl(value) };
  }
  // The session cookie and the reviewers' notes travel only encrypted (or stay on this machine).
  if (isPackaged && url.protocol !== 'https:' && !isLoopback(url.hostname)) {
    return { code: 'httpsRequired', key, value: shownUrl(text) };
  }
  return null;
}

type Checked<T> = { value: T } | { problem: ConfigProblem };

type Expected = 'object' | 'boolean' | 'string' | 'hosts' | 'teamSnippets';

const wrongType = (key: string, expected: Expected, value: unknown) => ({
  problem: { code: 'invalidValue', key, expected, found: valueType(value) } as const,
});

function url(key: string, value: unknown, isPackaged: boolean): Checked<string> {
  if (typeof value !== 'string') return wrongType(key, 'string', value);
  const problem = checkUrl(key, value, isPackaged);
  return problem ? { problem } : { value: value.trim() };
}

/** Host names for `img-src`; lower-cased, so the policy compares them as the browser does. */
export function checkHosts(key: string, value: unknown): Checked<string[]> {
  if (!Array.isArray(value)) return wrongType(key, 'hosts', value);
  const hosts: string[] = [];
  for (const host of value as unknown[]) {
    if (typeof host !== 'string') return wrongType(key, 'hosts', host);
    if (!HOST.test(host.trim()))
      return { problem: { code: 'invalidHost', key, value: host.slice(0, MAX_SHOWN) } };
    hosts.push(host.trim().toLowerCase());
  }
  return { value: hosts };
}

/**
 * The team's snippets: a file's path, the set's JSON text (a registry value holds only text, so text
 * that starts with `{` is the set itself) or the set as an object. What the set holds is checked when it
 * is read (team-snippets.ts): a wrong set leaves out the team's snippets, never the place's settings.
 */
export function checkTeamSnippets(key: string, value: unknown): Checked<TeamSnippetsSetting> {
  if (isObject(value)) return { value: { content: value } };
  if (typeof value !== 'string') return wrongType(key, 'teamSnippets', value);
  const text = value.trim();
  if (text === '')
    return { problem: { code: 'invalidValue', key, expected: 'teamSnippets', found: 'blank' } };
  return { value: text.startsWith('{') ? { json: text } : { file: text } };
}

function unknownIn(value: Record<string, unknown>, known: string[], prefix = ''): string[] {
  return Object.keys(value)
    .filter((key) => !known.includes(key))
    .map((key) => `${prefix}${key}`);
}

/** The settings one place holds; the first wrong one makes the whole place unusable. */
export function parsePlaceValue(value: unknown, isPackaged: boolean): ParsedPlace {
  if (!isObject(value)) return { ok: false, problem: { code: 'notAnObject' }, unknownKeys: [] };
  const unknownKeys = unknownIn(value, KNOWN_KEYS);
  const settings: PlaceSettings = {};
  const checks: (() => ConfigProblem | null)[] = [
    () => {
      if (value.apiUrl === undefined) return null;
      const checked = url('apiUrl', value.apiUrl, isPackaged);
      if ('problem' in checked) return checked.problem;
      settings.apiUrl = checked.value;
      return null;
    },
    () => {
      const { updates } = value;
      if (updates === undefined) return null;
      if (!isObject(updates)) return wrongType('updates', 'object', updates).problem;
      unknownKeys.push(...unknownIn(updates, KNOWN_UPDATES_KEYS, 'updates.'));
      if (updates.enabled !== undefined) {
        if (typeof updates.enabled !== 'boolean') {
          return wrongType('updates.enabled', 'boolean', updates.enabled).problem;
        }
        settings['updates.enabled'] = updates.enabled;
      }
      if (updates.url !== undefined) {
        const checked = url('updates.url', updates.url, isPackaged);
        if ('problem' in checked) return checked.problem;
        settings['updates.url'] = checked.value;
      }
      return null;
    },
    () => {
      const { images } = value;
      if (images === undefined) return null;
      if (!isObject(images)) return wrongType('images', 'object', images).problem;
      unknownKeys.push(...unknownIn(images, KNOWN_IMAGES_KEYS, 'images.'));
      if (images.allowedHosts === undefined) return null;
      const checked = checkHosts('images.allowedHosts', images.allowedHosts);
      if ('problem' in checked) return checked.problem;
      settings['images.allowedHosts'] = checked.value;
      return null;
    },
    () => {
      const { snippets } = value;
      if (snippets === undefined) return null;
      if (!isObject(snippets)) return wrongType('snippets', 'object', snippets).problem;
      unknownKeys.push(...unknownIn(snippets, KNOWN_SNIPPETS_KEYS, 'snippets.'));
      if (snippets.team === undefined) return null;
      const checked = checkTeamSnippets('snippets.team', snippets.team);
      if ('problem' in checked) return checked.problem;
      settings['snippets.team'] = checked.value;
      return null;
    },
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return { ok: false, problem, unknownKeys };
  }
  return { ok: true, settings, unknownKeys };
}
