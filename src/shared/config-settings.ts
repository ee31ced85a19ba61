// The settings IT can set, wherever they come from (a policy, a file, the environment), and the
// Group Policy registry value that carries each one. main resolves them (src/main/config.ts); the
// ADMX template in resources/policy/ declares the same registry values.

/**
 * IT's read-only team snippets (src/main/team-snippets.ts reads them): a file named by its path, or the
 * set itself written in the configuration, in the snippet file format (src/shared/domain/snippet-file.ts).
 */
export type TeamSnippetsSetting =
  /** As written: a relative path is read from the folder of the configuration file that names it. */
  | { file: string }
  /** The set as JSON text: a registry value, or a text that starts with `{`. */
  | { json: string }
  /** The set as a value already parsed: config.json's object, a managed preference's dictionary. */
  | { content: unknown };

export interface SettingValues {
  /** The backend's base URL. */
  apiUrl: string;
  /** False: this machine never looks for updates. */
  'updates.enabled': boolean;
  /** The update server (electron-updater's generic provider). */
  'updates.url': string;
  /** Hosts agency logos may load from besides the backend; absent: any https host. */
  'images.allowedHosts': string[];
  /** The team's read-only snippets; absent: none. */
  'snippets.team': TeamSnippetsSetting;
}

export type SettingKey = keyof SettingValues;

export const SETTING_KEYS: readonly SettingKey[] = [
  'apiUrl',
  'updates.enabled',
  'updates.url',
  'images.allowedHosts',
  'snippets.team',
];

/** Registry data types `reg query` prints. */
export type RegistryType = 'REG_SZ' | 'REG_EXPAND_SZ' | 'REG_MULTI_SZ' | 'REG_DWORD';

export interface RegistryValue {
  /** The value's name under Software\Policies\Agency Review Console (HKLM and HKCU). */
  name: string;
  setting: SettingKey;
  /** The types read; any other is reported by name. */
  types: readonly RegistryType[];
}

export const REGISTRY_VALUES: readonly RegistryValue[] = [
  { name: 'ApiUrl', setting: 'apiUrl', types: ['REG_SZ', 'REG_EXPAND_SZ'] },
  { name: 'UpdatesEnabled', setting: 'updates.enabled', types: ['REG_DWORD'] },
  { name: 'UpdatesUrl', setting: 'updates.url', types: ['REG_SZ', 'REG_EXPAND_SZ'] },
  // A multi-line text box in the ADMX template; REG_SZ too (names separated by spaces or commas),
  // for Group Policy Preferences and `reg add`.
  { name: 'ImageHosts', setting: 'images.allowedHosts', types: ['REG_MULTI_SZ', 'REG_SZ'] },
  // A file's full path, or the set's JSON text.
  { name: 'TeamSnippets', setting: 'snippets.team', types: ['REG_SZ', 'REG_EXPAND_SZ'] },
];
