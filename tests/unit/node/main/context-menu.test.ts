import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import {
  buildContextMenuTemplate,
  MAX_SUGGESTIONS,
  showContextMenus,
  type ContextMenuFacts,
} from '@main/context-menu';
import { FakeEmitter } from '../electron-fake';

type Item = MenuItemConstructorOptions;

const allFlags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true };
const inField = (facts: Partial<ContextMenuFacts> = {}): ContextMenuFacts => ({
  isEditable: true,
  misspelledWord: '',
  dictionarySuggestions: [],
  selectionText: '',
  editFlags: allFlags,
  ...facts,
});
const actions = () => ({ replaceMisspelling: vi.fn(), addToDictionary: vi.fn() });
/** Each item as the reviewer sees it: its label, or a line for a separator; (off) when disabled. */
const shown = (template: Item[]) =>
  template.map((item) =>
    item.type === 'separator' ? '---' : `${item.label}${item.enabled === false ? ' (off)' : ''}`,
  );

describe('the right-click menu in a note or the conclusion', () => {
  it('offers the suggestions for a misspelled word, then Add to Dictionary, then the edit commands', () => {
    const template = buildContextMenuTemplate(
      inField({ misspelledWord: 'recieve', dictionarySuggestions: ['receive', 'relieve'] }),
      'en',
      actions(),
    );
    expect(shown(template)).toEqual([
      'receive',
      'relieve',
      '---',
      'Add to Dictionary',
      '---',
      'Cut',
      'Copy',
      'Paste',
      '---',
      'Select All',
    ]);
  });

  it('replaces the word with the suggestion clicked, and adds the misspelled word to the dictionary', () => {
    const act = actions();
    const template = buildContextMenuTemplate(
      inField({ misspelledWord: 'recieve', dictionarySuggestions: ['receive', 'relieve'] }),
      'en',
      act,
    );
    const click = (label: string) => (template.find((item) => item.label === label)!.click as () => void)();
    click('relieve');
    expect(act.replaceMisspelling).toHaveBeenCalledWith('relieve');
    click('Add to Dictionary');
    expect(act.addToDictionary).toHaveBeenCalledWith('recieve');
  });

  it(`shows at most ${MAX_SUGGESTIONS} suggestions`, () => {
    const suggestions = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const template = buildContextMenuTemplate(
      inField({ misspelledWord: 'x', dictionarySuggestions: suggestions }),
      'en',
      actions(),
    );
    expect(shown(template).slice(0, 6)).toEqual(['a', 'b', 'c', 'd', 'e', '---']);
  });

  it('says there are no suggestions when there are none, and still offers Add to Dictionary', () => {
    const template = buildContextMenuTemplate(inField({ misspelledWord: 'qwzx' }), 'en', actions());
    expect(shown(template).slice(0, 3)).toEqual(['No Suggestions (off)', '---', 'Add to Dictionary']);
  });

  it('offers only the edit commands on a correct word, enabled as the field allows', () => {
    const template = buildContextMenuTemplate(
      inField({ editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true } }),
      'en',
      actions(),
    );
    expect(shown(template)).toEqual(['Cut (off)', 'Copy (off)', 'Paste', '---', 'Select All']);
    expect(template.map((item) => item.role).filter(Boolean)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
  });

  it('is in Arabic when the interface is', () => {
    const template = buildContextMenuTemplate(inField({ misspelledWord: 'qwzx' }), 'ar', actions());
    expect(shown(template)).toEqual([
      'لا اقتراحات (off)',
      '---',
      'إضافة إلى القاموس',
      '---',
      'قص',
      'نسخ',
      'لصق',
      '---',
      'تحديد الكل',
    ]);
  });
});

describe('the right-click menu outside fields', () => {
  it('offers Copy on selected text, and nothing without a selection', () => {
    const text = inField({ isEditable: false, selectionText: 'Agency name' });
    expect(shown(buildContextMenuTemplate(text, 'en', actions()))).toEqual(['Copy']);
    const nothing = inField({ isEditable: false, selectionText: '  ' });
    expect(buildContextMenuTemplate(nothing, 'en', actions())).toEqual([]);
  });
});

describe('showing the menu', () => {
  function setUp(language: 'en' | 'ar' = 'en') {
    const contents = Object.assign(new FakeEmitter(), { replaceMisspelling: vi.fn() });
    const popup = vi.fn();
    const menu = { buildFromTemplate: vi.fn((template: Item[]) => ({ template, popup })) };
    const session = { addWordToSpellCheckerDictionary: vi.fn(() => true) };
    showContextMenus(contents as never, { menu: menu as never, session, language: () => language });
    const rightClick = (facts: ContextMenuFacts) => contents.emit('context-menu', {}, facts);
    return { contents, popup, menu, session, rightClick };
  }

  it('pops the menu up on a right-click, wired to the page and the session', () => {
    const { contents, popup, menu, session, rightClick } = setUp();
    rightClick(inField({ misspelledWord: 'recieve', dictionarySuggestions: ['receive'] }));
    expect(popup).toHaveBeenCalledTimes(1);
    const template = menu.buildFromTemplate.mock.calls[0][0];
    (template[0].click as () => void)();
    expect(contents.replaceMisspelling).toHaveBeenCalledWith('receive');
    (template.find((item) => item.label === 'Add to Dictionary')!.click as () => void)();
    expect(session.addWordToSpellCheckerDictionary).toHaveBeenCalledWith('recieve');
  });

  it('shows nothing where there is nothing to offer', () => {
    const { popup, rightClick } = setUp();
    rightClick(inField({ isEditable: false }));
    expect(popup).not.toHaveBeenCalled();
  });

  it('reads the interface language at each right-click', () => {
    const { menu, rightClick } = setUp('ar');
    rightClick(inField());
    expect(menu.buildFromTemplate.mock.calls[0][0][0].label).toBe('قص');
  });
});
