// What main found while looking for its configuration: every place it looked, in order, what was
// there, which place each setting came from, and why nothing could be used. Codes rather than
// sentences, so the screen words them in the UI language.
import type { SettingKey } from '../config-settings';

/** The places main looks, in the order it looks (config.ts): policy first, so IT's settings win. */
export type ConfigLocationKind =
  /** Windows: HKLM\Software\Policies\Agency Review Console; macOS: device-scope managed preferences */
  | 'machine-policy'
  /** Windows: HKCU\Software\Policies\Agency Review Console; macOS: user-scope managed preferences */
  | 'user-policy'
  /** %ProgramData%, /Library/Application Support or /etc */
  | 'machine-file'
  /** REVIEW_CONSOLE_API_URL */
  | 'environment'
  /** The file named by REVIEW_CONSOLE_CONFIG */
  | 'environment-file'
  /** config.json beside the executable (portable installs) */
  | 'beside-app'
  /** Development only */
  | 'demo';

/** The type a value was given, by name: a plist date or data, a registry DWORD, … */
export type ValueType =
  'string' | 'boolean' | 'number' | 'object' | 'list' | 'date' | 'data' | 'null' | string;

export type ConfigProblem =
  | { code: 'nothingConfigured' }
  | { code: 'missingFile' }
  | { code: 'unreadable'; detail: string }
  | { code: 'badEncoding' }
  | { code: 'notJson'; detail: string }
  | { code: 'notPlist'; detail: string }
  | { code: 'notAnObject' }
  | { code: 'missingApiUrl' }
  | { code: 'invalidUrl'; key: string; value: string }
  | { code: 'httpsRequired'; key: string; value: string }
  | { code: 'invalidHost'; key: string; value: string }
  /**
   * `expected`: a JSON type, 'hosts' (a list of host names), 'teamSnippets' (a file's path or a snippet
   * set) or, for the registry, its type (REG_DWORD); `found`: a type, or 'blank' for empty text.
   */
  | { code: 'invalidValue'; key: string; expected: ValueType; found: ValueType }
  /** A machine-wide file others than administrators could have written (macOS, Linux). */
  | { code: 'insecureFile'; owner: number; mode: string }
  /** Windows: someone besides the administrators (`sid`) owns, or may change, the machine-wide file. */
  | { code: 'ownedByOthers'; sid: string }
  | { code: 'writableByOthers'; sid: string }
  /** Windows: who may change the machine-wide file could not be checked (PowerShell failed). */
  | { code: 'rightsUnknown'; detail: string };

/**
 * `used`: it sets at least one setting; `overridden`: everything it sets was set by an earlier place;
 * `empty`: it exists but sets nothing; `notChecked`: an earlier place was broken, so nothing later is
 * read (a broken policy must never let a later place decide).
 */
export type ConfigLocationStatus =
  'absent' | 'unreadable' | 'invalid' | 'used' | 'overridden' | 'empty' | 'notChecked';

export interface ConfigLocation {
  kind: ConfigLocationKind;
  /** The path, registry key or variable, as IT would type it ('' for the demo API). */
  where: string;
  status: ConfigLocationStatus;
  problem?: ConfigProblem;
}

/** A key the place does not define: ignored, never fatal. */
export interface ConfigWarning {
  code: 'unknownKey';
  key: string;
  where: string;
}

/** A value written in the configuration itself, shown as such (the team's snippets, inline). */
export interface InlineValue {
  inline: true;
}

/** Where a setting in effect came from, and its value as it may be shown (URLs without credentials). */
export interface SettingSource {
  kind: ConfigLocationKind;
  where: string;
  value: string | boolean | string[] | InlineValue;
}

export interface ConfigReport {
  /** Why no backend can be used; null when one is. */
  problem: ConfigProblem | null;
  locations: ConfigLocation[];
  warnings: ConfigWarning[];
  /** Each setting in effect and the place it came from; a setting no place sets is absent. */
  settings: Partial<Record<SettingKey, SettingSource>>;
}
