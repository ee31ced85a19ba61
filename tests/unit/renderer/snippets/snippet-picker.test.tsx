// The snippet list of a note: Ctrl+/ by its physical key (ظ on an Arabic keyboard) opens a WAI-ARIA
// combobox, the reviewer's snippets then the team's; typing filters them, the arrows move the active
// option, Enter inserts it at the caret with its placeholders filled, Esc goes back to the note and
// nothing else hears it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenForShortcuts } from '@renderer/lib/shortcuts/shortcut-registry';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { useSnippetPicker } from '@renderer/lib/snippets/snippet-picker-store';
import { PERSONAL, renderNote, screenEscape, storeSnippets, TEAM } from './snippet-picker-harness';

/** Ctrl+/ as an Arabic keyboard sends it (the Slash key, typing "ظ"), with the focus where it goes. */
function ctrlSlash(target: HTMLElement, more: Partial<KeyboardEventInit> = {}) {
  if (document.activeElement !== target) act(() => target.focus());
  act(() => void fireEvent.keyDown(target, { code: 'Slash', key: 'ظ', ctrlKey: true, ...more }));
}
const key = (target: Element, name: string) =>
  act(() => void fireEvent.keyDown(target, { code: name, key: name }));

const combobox = () => screen.getByRole('combobox', { name: 'Insert a snippet' });
const options = () => screen.queryAllByRole('option');
const optionNames = () => options().map((option) => option.querySelector('bdi')?.textContent);
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function caretAt(note: HTMLTextAreaElement, start: number, end = start) {
  act(() => note.focus());
  note.setSelectionRange(start, end);
}

async function openList(note: HTMLTextAreaElement) {
  ctrlSlash(note);
  await waitFor(() => expect(options().length).toBeGreaterThan(0));
}

let stopListening = () => {};
beforeEach(() => {
  localStorage.clear();
  storeSnippets(PERSONAL);
  screenEscape.mockClear();
  useShortcutSettings.setState({ lettersEnabled: true });
  stopListening = listenForShortcuts(window);
});
afterEach(() => {
  stopListening();
  useSnippetPicker.getState().hide();
});

describe('Ctrl+/ in a note', () => {
  it('opens the list by the physical key, focus in its filter, the first snippet active', async () => {
    const { note } = await renderNote();
    caretAt(note, 0);
    await openList(note);
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(activeOption()).toBe(options()[0]);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');
  });

  it("lists the reviewer's snippets first, then the team's, each group named", async () => {
    const { note } = await renderNote();
    await openList(note);
    expect(optionNames()).toEqual([...PERSONAL.map((s) => s.name), TEAM.snippets[0]!.name]);
    const [personal, team] = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(personal).toHaveAccessibleName('Your snippets');
    expect(team).toHaveAccessibleName('Team snippets');
    expect(within(team!).getByRole('option')).toHaveAccessibleName(
      'Team: copied bio The bio is copied from another agency.',
    );
    // Each name and text keeps its own direction, whatever the console's.
    expect(options()[3]!.querySelector('bdi')).toHaveTextContent('شعار غير واضح');
    expect(options()[3]!.querySelector('[dir="auto"]')).toHaveTextContent('شِعارُ {agency} غير واضح.');
  });

  it('does nothing in a read-only note, with Alt, or with the single-key shortcuts off it still works', async () => {
    const { note, unmount } = await renderNote({ readOnly: true });
    ctrlSlash(note);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();

    const again = await renderNote();
    ctrlSlash(again.note, { altKey: true });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    act(() => useShortcutSettings.getState().setLettersEnabled(false));
    // ⌘ on a Mac.
    ctrlSlash(again.note, { ctrlKey: false, metaKey: true });
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });
});

describe('the filter', () => {
  it('narrows the list by name and text as the reviewer types, ignoring case and diacritics', async () => {
    const { note } = await renderNote();
    await openList(note);
    fireEvent.change(combobox(), { target: { value: 'LOGO' } });
    expect(optionNames()).toEqual(['Blurry logo']);
    fireEvent.change(combobox(), { target: { value: 'cafe' } });
    expect(optionNames()).toEqual(['Café menu']);
    // By words of the text, in any order.
    fireEvent.change(combobox(), { target: { value: 'agency bio' } });
    expect(optionNames()).toEqual(['Team: copied bio']);
    // Arabic short vowels do not count, in the snippet or in what is typed.
    fireEvent.change(combobox(), { target: { value: 'شعار' } });
    expect(optionNames()).toEqual(['شعار غير واضح']);
    expect(activeOption()).toBe(options()[0]);
  });

  it('says when nothing matches, and the list is then collapsed', async () => {
    const { note } = await renderNote();
    await openList(note);
    fireEvent.change(combobox(), { target: { value: 'nothing like this' } });
    expect(options()).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('status')).toHaveTextContent('No snippet has these words.');
  });
});

describe('the arrows', () => {
  it('move the active option, wrapping at both ends, the focus staying in the filter', async () => {
    const { note } = await renderNote();
    await openList(note);
    key(combobox(), 'ArrowDown');
    expect(activeOption()).toBe(options()[1]);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    key(combobox(), 'ArrowUp');
    key(combobox(), 'ArrowUp');
    expect(activeOption()).toBe(options().at(-1));
    key(combobox(), 'ArrowDown');
    expect(activeOption()).toBe(options()[0]);
    expect(combobox()).toHaveFocus();
  });
});

describe('Enter', () => {
  it('inserts the active snippet at the caret, its placeholders filled, through the form', async () => {
    const { note } = await renderNote({ initial: 'Seen: . Done' });
    caretAt(note, 6);
    await openList(note);
    key(combobox(), 'ArrowDown');
    key(combobox(), 'Enter');
    const inserted = 'Profile › Bio says “We make ads”, which is wrong.';
    expect(note).toHaveValue(`Seen: ${inserted}. Done`);
    expect(screen.getByTestId('form-value')).toHaveTextContent(`Seen: ${inserted}. Done`);
    expect(note).toHaveFocus();
    expect([note.selectionStart, note.selectionEnd]).toEqual([6 + inserted.length, 6 + inserted.length]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // Still the reviewer's text to edit.
    fireEvent.change(note, { target: { value: `${note.value}!` } });
    expect(screen.getByTestId('form-value')).toHaveTextContent(/Done!$/);
  });

  it('replaces the selected text', async () => {
    const { note } = await renderNote({ initial: 'The logo: XXX.' });
    caretAt(note, 10, 13);
    await openList(note);
    key(combobox(), 'Enter');
    expect(note).toHaveValue('The logo: The logo of Acme Studio is blurry..');
  });

  it('inserts nothing when the note would pass its limit, and says so', async () => {
    const { note } = await renderNote({ initial: 'A note of twenty-five ch.', maxLength: 40 });
    caretAt(note, 25);
    await openList(note);
    key(combobox(), 'Enter');
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“\u2068Blurry logo\u2069” does not fit: the text would have 59 characters, more than 40.',
    );
    expect(note).toHaveValue('A note of twenty-five ch.');
    expect(combobox()).toHaveFocus();
    // A snippet that fits goes in.
    fireEvent.change(combobox(), { target: { value: 'cafe' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a click on an option inserts it too', async () => {
    const { note } = await renderNote({ initial: '' });
    await openList(note);
    fireEvent.click(options()[4]!);
    expect(note).toHaveValue('The bio is copied from another agency.');
  });
});

describe('Esc', () => {
  it('closes the list and puts the focus back in the note, the caret where it was; the screen never hears it', async () => {
    const { note } = await renderNote({ initial: 'Half a note' });
    caretAt(note, 4, 6);
    await openList(note);
    fireEvent.change(combobox(), { target: { value: 'logo' } });
    key(combobox(), 'Escape');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(note).toHaveFocus();
    expect([note.selectionStart, note.selectionEnd]).toEqual([4, 6]);
    expect(note).toHaveValue('Half a note');
    expect(screenEscape).not.toHaveBeenCalled();
    // In the note itself Esc is the screen's again.
    key(note, 'Escape');
    expect(screenEscape).toHaveBeenCalledOnce();
  });

  it('Ctrl+/ in the list closes it the same way', async () => {
    const { note } = await renderNote({ initial: 'Text' });
    caretAt(note, 2);
    await openList(note);
    ctrlSlash(combobox());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(note).toHaveFocus();
  });

  it('focus leaving the list closes it', async () => {
    const { note } = await renderNote();
    await openList(note);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('without snippets', () => {
  it('says how to make them, with a way to Settings', async () => {
    localStorage.clear();
    const { note, router } = await renderNote({}, null);
    ctrlSlash(note);
    expect(await screen.findByRole('status')).toHaveTextContent(/You have no snippets yet\. Save a note/);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Open Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(useSnippetPicker.getState().open).toBeNull();
  });
});

describe('"Insert snippet"', () => {
  it('opens the same list for the mouse, naming its key', async () => {
    const { note } = await renderNote({ initial: 'abc' });
    caretAt(note, 1);
    act(() => note.blur());
    const button = screen.getByRole('button', { name: /Insert snippet/ });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+/');
    expect(button).toHaveTextContent('Ctrl+/');
    fireEvent.click(button);
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    key(combobox(), 'Enter');
    expect(note).toHaveValue('aThe logo of Acme Studio is blurry.bc');
  });
});
