// A setting in effect with the place it came from, and which places only administrators can write.
import type { SettingKey, SettingValues } from '@shared/config-settings';
import type { ConfigLocationKind } from '@shared/ipc/config-report';

export interface Sourced<T> {
  value: T;
  kind: ConfigLocationKind;
  /** The path, registry key or variable. */
  where: string;
}

export type ResolvedSettings = { [K in SettingKey]?: Sourced<SettingValues[K]> };

/**
 * Places a standard user cannot write: the policies (Software\Policies is read-only to users;
 * managed preferences are written by the MDM) and the machine-wide file (its folder is writable by
 * administrators only: the installer sets it on Windows, the IT guide says how elsewhere, and on
 * macOS and Linux main refuses one others could write).
 */
export const ADMINISTRATOR_PLACES: readonly ConfigLocationKind[] = [
  'machine-policy',
  'user-policy',
  'machine-file',
];

export const setByAdministrator = (setting: Sourced<unknown> | undefined): boolean =>
  setting !== undefined && ADMINISTRATOR_PLACES.includes(setting.kind);
