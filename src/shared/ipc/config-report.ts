// What main found while looking for its configuration: every place it looked, in order, what was
// there, and why nothing could be used. Codes rather than sentences, so the screen words them in the
// UI language.

/** The places main looks, in the order it looks (config.ts). */
export type ConfigLocationKind =
  /** REVIEW_CONSOLE_API_URL */
  | 'environment'
  /** The file named by REVIEW_CONSOLE_CONFIG */
  | 'environment-file'
  /** %ProgramData%, /Library/Application Support or /etc */
  | 'machine-file'
  /** Windows Group Policy: HKLM\Software\Policies\Agency Review Console */
  | 'registry'
  /** macOS MDM: /Library/Managed Preferences/<bundle id>.plist */
  | 'managed-preference'
  /** config.json beside the executable (portable installs) */
  | 'beside-app'
  /** Development only */
  | 'demo';

export type ConfigProblem =
  | { code: 'nothingConfigured' }
  | { code: 'missingFile' }
  | { code: 'unreadable'; detail: string }
  | { code: 'badEncoding' }
  | { code: 'notJson'; detail: string }
  | { code: 'notAnObject' }
  | { code: 'missingApiUrl' }
  | { code: 'invalidUrl'; key: string; value: string }
  | { code: 'httpsRequired'; key: string; value: string }
  | { code: 'invalidValue'; key: string; expected: 'object' | 'boolean' };

/** `notChecked`: an earlier location decided, so this one was not read. */
export type ConfigLocationStatus = 'absent' | 'unreadable' | 'invalid' | 'used' | 'notChecked';

export interface ConfigLocation {
  kind: ConfigLocationKind;
  /** The path, registry key or variable, as IT would type it ('' for the demo API). */
  where: string;
  status: ConfigLocationStatus;
  problem?: ConfigProblem;
}

/** A key the file does not define: ignored, never fatal. */
export interface ConfigWarning {
  code: 'unknownKey';
  key: string;
  where: string;
}

export interface ConfigReport {
  /** Why no backend can be used; null when one is. */
  problem: ConfigProblem | null;
  locations: ConfigLocation[];
  warnings: ConfigWarning[];
}
