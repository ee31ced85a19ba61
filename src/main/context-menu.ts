// The right-click menu: on a misspelled word its suggestions and "Add to Dictionary", then Cut, Copy,
// Paste and Select All in editable fields; Copy on selected text elsewhere. Chromium shows no menu of
// its own in Electron, so without this a right-click does nothing. Translated; the OS lays it out right
// to left in Arabic.
import type { ContextMenuParams, Menu, MenuItemConstructorOptions, Session, WebContents } from 'electron';
import type { UiLanguage } from '@shared/ipc/contract';
import { menuTexts } from './main-texts';

/** More would push the edit commands out of reach. */
export const MAX_SUGGESTIONS = 5;

export type ContextMenuFacts = Pick<
  ContextMenuParams,
  'isEditable' | 'misspelledWord' | 'dictionarySuggestions' | 'selectionText'
> & { editFlags: Pick<ContextMenuParams['editFlags'], 'canCut' | 'canCopy' | 'canPaste' | 'canSelectAll'> };

export interface ContextMenuActions {
  replaceMisspelling(word: string): void;
  addToDictionary(word: string): void;
}

type Item = MenuItemConstructorOptions;
const separator: Item = { type: 'separator' };

/** The menu for one right-click, as a plain template; empty where there is nothing to offer. */
export function buildContextMenuTemplate(
  facts: ContextMenuFacts,
  language: UiLanguage,
  actions: ContextMenuActions,
): Item[] {
  const t = menuTexts(language);
  const flags = facts.editFlags;
  if (!facts.isEditable) {
    return facts.selectionText.trim() && flags.canCopy ? [{ role: 'copy', label: t.edit.copy }] : [];
  }
  const word = facts.misspelledWord;
  const spelling: Item[] = [];
  if (word) {
    const suggestions = facts.dictionarySuggestions.slice(0, MAX_SUGGESTIONS);
    spelling.push(
      ...suggestions.map((suggestion) => ({
        label: suggestion,
        click: () => actions.replaceMisspelling(suggestion),
      })),
      ...(suggestions.length ? [] : [{ label: t.contextMenu.noSuggestions, enabled: false }]),
      separator,
      { label: t.contextMenu.addToDictionary, click: () => actions.addToDictionary(word) },
      separator,
    );
  }
  return [
    ...spelling,
    { role: 'cut', label: t.edit.cut, enabled: flags.canCut },
    { role: 'copy', label: t.edit.copy, enabled: flags.canCopy },
    { role: 'paste', label: t.edit.paste, enabled: flags.canPaste },
    separator,
    { role: 'selectAll', label: t.edit.selectAll, enabled: flags.canSelectAll },
  ];
}

export interface ContextMenuInputs {
  menu: Pick<typeof Menu, 'buildFromTemplate'>;
  /** The session whose custom dictionary "Add to Dictionary" adds to (the window's). */
  session: Pick<Session, 'addWordToSpellCheckerDictionary'>;
  language: () => UiLanguage;
}

/** Shows the menu on every right-click in the window's page. */
export function showContextMenus(
  contents: Pick<WebContents, 'on' | 'replaceMisspelling'>,
  inputs: ContextMenuInputs,
): void {
  contents.on('context-menu', (_event, params) => {
    const template = buildContextMenuTemplate(params, inputs.language(), {
      replaceMisspelling: (word) => contents.replaceMisspelling(word),
      addToDictionary: (word) => void inputs.session.addWordToSpellCheckerDictionary(word),
    });
    if (template.length) inputs.menu.buildFromTemplate(template).popup();
  });
}
