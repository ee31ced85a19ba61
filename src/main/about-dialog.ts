// Help > About: the version, the runtime's versions, the backend in use and each setting with the
// place it came from, for reviewers telling support what they run and IT checking its policy won.
// A native message box, parented to the window.
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';
import { SETTING_KEYS } from '@shared/config-settings';
import type { AppInfo, UiLanguage } from '@shared/ipc/contract';
import { settingValueText } from '@shared/setting-text';
import { appNameIn, configTexts, fill, menuTexts } from './main-texts';

export type AboutFacts = Pick<AppInfo, 'version' | 'versions' | 'apiUrl'> & {
  config: Pick<AppInfo['config'], 'settings'> & Partial<Pick<AppInfo['config'], 'locations'>>;
};

/** "Could not be used: …" for a place that stopped the search (its reason is in the log). */
function brokenPlaceLines(language: UiLanguage, locations: AboutFacts['config']['locations'] = []): string[] {
  const texts = configTexts(language);
  return locations
    .filter(({ status }) => status === 'unreadable' || status === 'invalid')
    .map(({ kind, where }) =>
      fill(menuTexts(language).about.notUsed, { place: `${texts.location[kind]} ${where}`.trim() }),
    );
}

/** "Updates: off (from Policy for this computer …)" for each setting in effect. */
function settingLines(language: UiLanguage, settings: AboutFacts['config']['settings']): string[] {
  const texts = configTexts(language);
  const lines: string[] = [];
  for (const key of SETTING_KEYS) {
    const setting = settings[key];
    if (!setting) continue;
    lines.push(
      fill(menuTexts(language).about.settingFrom, {
        setting: texts.setting[key],
        value: settingValueText(key, setting.value, texts.value),
        place: `${texts.location[setting.kind]} ${setting.where}`.trim(),
      }),
    );
  }
  return lines;
}

export function aboutDialog(language: UiLanguage, facts: AboutFacts): MessageBoxOptions {
  const t = menuTexts(language).about;
  const name = appNameIn(language);
  return {
    type: 'info',
    title: fill(t.title, { name }),
    message: name,
    detail: [
      `${t.version}: ${facts.version}`,
      `Electron: ${facts.versions.electron}`,
      `Chromium: ${facts.versions.chrome}`,
      `Node.js: ${facts.versions.node}`,
      `${t.backend}: ${facts.apiUrl ?? t.notConfigured}`,
      ...(Object.keys(facts.config.settings).length > 0
        ? ['', `${t.settings}:`, ...settingLines(language, facts.config.settings)]
        : []),
      ...brokenPlaceLines(language, facts.config.locations),
    ].join('\n'),
    buttons: [t.ok],
    defaultId: 0,
    noLink: true,
  };
}

export async function showAbout(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow | null,
  language: UiLanguage,
  facts: AboutFacts,
): Promise<void> {
  const options = aboutDialog(language, facts);
  await (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options));
}
