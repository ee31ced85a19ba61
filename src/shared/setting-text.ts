// A setting's value as the configuration screen and About word it, in either language.
import type { SettingKey } from './config-settings';
import type { SettingSource } from './ipc/config-report';

export interface SettingValueTexts {
  on: string;
  off: string;
  backendOnly: string;
  /** With `{{hosts}}`. */
  hosts: string;
  /** A value written in the configuration itself (the team's snippets). */
  inline: string;
}

/** Left-to-right isolate: a URL or host list keeps its order inside an Arabic sentence. */
export const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

export function settingValueText(
  key: SettingKey,
  value: SettingSource['value'],
  texts: SettingValueTexts,
): string {
  if (typeof value === 'boolean') return value ? texts.on : texts.off;
  if (typeof value === 'object' && !Array.isArray(value)) return texts.inline;
  if (Array.isArray(value)) {
    return key === 'images.allowedHosts' && value.length === 0
      ? texts.backendOnly
      : texts.hosts.replace('{{hosts}}', isolatedLtr(value.join(', ')));
  }
  return isolatedLtr(value);
}
