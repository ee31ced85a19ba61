// Settings → Note snippets: the reviewer adds, edits, deletes and reorders their own snippets, with
// the file format's rules said by each input, focus kept where they work and each change announced.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import {
  personalList,
  renderLoaded,
  renderSnippetSettings,
  rowOf,
  SEED,
  shownNames,
  status,
  storedNames,
  storedSnippets,
  storeSnippets,
} from './snippet-settings-helpers';

const EMOJI = '😀';

beforeEach(() => localStorage.clear());

const dialog = () => screen.getByRole('dialog');
/** Opened by `open`, once its opening transition has shown it. */
async function openDialog(open: () => void) {
  open();
  const opened = await screen.findByRole('dialog');
  await waitFor(() => expect(opened).toBeVisible());
  return opened;
}
const nameInput = () => within(dialog()).getByRole('textbox', { name: /^Name/ });
const textInput = () => within(dialog()).getByRole('textbox', { name: /^Text/ });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('the reviewer’s own snippets', () => {
  it('say there are none yet, and that a browser has no team set', async () => {
    await renderLoaded();
    expect(personalList().getByText(/You have no snippets yet/)).toBeVisible();
    expect(personalList().getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.queryByText('Team snippets')).toBeNull();
    expect(screen.queryByTestId('team-snippets-problem')).toBeNull();
  });

  it('are listed in their stored order with name and text', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    expect(shownNames()).toEqual(SEED.map((snippet) => snippet.name));
    expect(rowOf('Broken link').getByText('The link in {field} does not open.')).toBeVisible();
    expect(personalList().getByRole('list', { name: 'Your snippets' })).toBeVisible();
  });

  it('add a new snippet at the end, trimmed, explaining the placeholders by the text', async () => {
    storeSnippets(SEED.slice(0, 1));
    await renderLoaded();
    await openDialog(() => fireEvent.click(screen.getByRole('button', { name: 'New snippet' })));
    expect(dialog()).toHaveAccessibleName('New snippet');
    await waitFor(() => expect(nameInput()).toHaveFocus());
    expect(textInput()).toHaveAccessibleDescription(
      "Up to 500 characters. Filled in when the snippet is inserted: {field} the field's name, {agency} the agency's name, {value} the field's current value.",
    );
    expect(within(dialog()).getByText('{agency}')).toHaveAttribute('dir', 'ltr');
    fireEvent.change(nameInput(), { target: { value: '  Missing details ' } });
    fireEvent.change(textInput(), { target: { value: '{field} says too little about {agency}.\n' } });
    save();
    await waitFor(() => expect(storedNames()).toEqual(['Blurry logo', 'Missing details']));
    expect(storedSnippets()?.[1]).toMatchObject({ text: '{field} says too little about {agency}.' });
    expect(shownNames()).toEqual(['Blurry logo', 'Missing details']);
    expect(status()).toHaveTextContent('Snippet “\u2068Missing details\u2069” saved.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuse a blank, too long or taken name and a blank or too long text, by each input, keeping nothing', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    await openDialog(() => fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'Edit' })));
    expect(dialog()).toHaveAccessibleName('Edit snippet');
    expect(nameInput()).toHaveValue('Blurry logo');

    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.change(textInput(), { target: { value: '' } });
    save();
    expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining('Give the snippet a name.'));
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveFocus();
    expect(textInput()).toHaveAccessibleDescription(expect.stringContaining("Write the snippet's text."));

    // Checked again as the reviewer corrects them, once saving has been tried.
    fireEvent.change(nameInput(), { target: { value: ' BROKEN LINK ' } });
    expect(within(dialog()).getByText('You already have a snippet with this name.')).toBeVisible();
    fireEvent.change(nameInput(), { target: { value: 'x'.repeat(81) } });
    expect(within(dialog()).getByText('The name can be at most 80 characters.')).toBeVisible();
    fireEvent.change(nameInput(), { target: { value: EMOJI.repeat(80) } });
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    fireEvent.change(textInput(), { target: { value: EMOJI.repeat(501) } });
    save();
    expect(within(dialog()).getByText('The text can be at most 500 characters.')).toBeVisible();
    expect(textInput()).toHaveFocus();
    expect(storedSnippets()).toEqual(SEED.map((snippet) => expect.objectContaining(snippet)));

    fireEvent.change(textInput(), { target: { value: EMOJI.repeat(500) } });
    save();
    await waitFor(() =>
      expect(storedSnippets()?.[0]).toEqual({ id: 'a', name: EMOJI.repeat(80), text: EMOJI.repeat(500) }),
    );
    expect(storedNames().slice(1)).toEqual(['Broken link', 'شعار غير واضح']);
  });

  it('keep their own name when edited, and close without change on Cancel', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    await openDialog(() => fireEvent.click(rowOf('Broken link').getByRole('button', { name: 'Edit' })));
    fireEvent.change(textInput(), { target: { value: 'Another text' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowOf('Broken link').getByText(SEED[1]!.text)).toBeVisible();
    await openDialog(() => fireEvent.click(rowOf('Broken link').getByRole('button', { name: 'Edit' })));
    // Opened again, the form starts from the snippet, not from what was typed and cancelled.
    expect(textInput()).toHaveValue(SEED[1]!.text);
    fireEvent.change(nameInput(), { target: { value: 'broken LINK' } });
    save();
    await waitFor(() => expect(storedNames()).toEqual(['Blurry logo', 'broken LINK', 'شعار غير واضح']));
  });

  it('are deleted after a confirmation, focus going to the snippet that takes the place', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    await openDialog(() => fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'Delete' })));
    expect(dialog()).toHaveAccessibleName('Delete this snippet?');
    expect(dialog()).toHaveTextContent('“\u2068Blurry logo\u2069” will be deleted from this computer.');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownNames()).toHaveLength(3);

    await openDialog(() => fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'Delete' })));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(storedNames()).toEqual(['Broken link', 'شعار غير واضح']));
    expect(rowOf('Broken link').getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(status()).toHaveTextContent('Snippet “\u2068Blurry logo\u2069” deleted.');

    // The last one's place is taken by none: the one before it gets focus, then New snippet.
    await openDialog(() => fireEvent.click(rowOf('شعار غير واضح').getByRole('button', { name: 'Delete' })));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowOf('Broken link').getByRole('button', { name: 'Edit' })).toHaveFocus());
    await openDialog(() => fireEvent.click(rowOf('Broken link').getByRole('button', { name: 'Delete' })));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'New snippet' })).toHaveFocus());
    expect(storedSnippets()).toEqual([]);
    expect(personalList().getByText(/You have no snippets yet/)).toBeVisible();
  });

  it('move up and down from the keyboard, keeping focus on the moved snippet and saying where it is', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    const firstDown = rowOf('Blurry logo').getByRole('button', { name: 'Move down' });
    expect(rowOf('Blurry logo').getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(firstDown).toHaveAccessibleDescription('Blurry logo');
    act(() => firstDown.focus());
    fireEvent.click(firstDown);
    await waitFor(() => expect(storedNames()).toEqual(['Broken link', 'Blurry logo', 'شعار غير واضح']));
    expect(shownNames()).toEqual(['Broken link', 'Blurry logo', 'شعار غير واضح']);
    expect(rowOf('Blurry logo').getByRole('button', { name: 'Move down' })).toHaveFocus();
    expect(status()).toHaveTextContent('“\u2068Blurry logo\u2069” moved to position 2 of 3.');

    // At the bottom, Move down is off: focus goes to Move up of the same snippet.
    fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(storedNames()).toEqual(['Broken link', 'شعار غير واضح', 'Blurry logo']));
    expect(rowOf('Blurry logo').getByRole('button', { name: 'Move down' })).toBeDisabled();
    expect(rowOf('Blurry logo').getByRole('button', { name: 'Move up' })).toHaveFocus();
    expect(status()).toHaveTextContent('moved to position 3 of 3.');
    expect(storedSnippets()?.map((snippet) => snippet.id)).toEqual(['b', 'c', 'a']);
  });

  it('are disabled until they are read', () => {
    renderSnippetSettings();
    expect(screen.getByRole('button', { name: 'New snippet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import…' })).toBeDisabled();
  });

  it('are managed in Arabic with Arabic labels', async () => {
    await initI18n('ar');
    storeSnippets(SEED);
    renderSnippetSettings();
    await waitFor(() => expect(screen.getByRole('button', { name: 'مقتطف جديد' })).toBeEnabled());
    fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'نقل للأسفل' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('نُقل «\u2068Blurry logo\u2069» إلى الموضع 2 من 3.'),
    );
    await openDialog(() => fireEvent.click(screen.getByRole('button', { name: 'مقتطف جديد' })));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'حفظ' }));
    expect(within(dialog()).getByRole('textbox', { name: /^الاسم/ })).toHaveAccessibleDescription(
      expect.stringContaining('اكتب اسمًا للمقتطف.'),
    );
    expect(within(dialog()).getByText('اكتب نص المقتطف.')).toBeVisible();
  });
});
