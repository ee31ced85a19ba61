// "Save as snippet" under a note: enabled once the note has text, it asks for a name in a small
// dialog with the rules of Settings (1 to 80 characters, unique ignoring case), keeps the note's text
// as a new snippet of the reviewer's and says so; Esc closes the dialog and nothing else.
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SNIPPETS } from '@shared/domain/snippet-file';
import { listenForShortcuts } from '@renderer/lib/shortcuts/shortcut-registry';
import {
  formSubmit,
  PERSONAL,
  renderNote,
  screenEscape,
  storedSnippets,
  storeSnippets,
} from './snippet-picker-harness';

const saveButton = () => screen.getByRole('button', { name: 'Save as snippet' });
const dialog = () => screen.getByRole('dialog', { name: 'Save as snippet' });
const nameInput = () => screen.getByRole('textbox', { name: 'Snippet name' });

async function openDialog() {
  // As a click or the keyboard does.
  act(() => saveButton().focus());
  fireEvent.click(saveButton());
  await waitFor(() => expect(nameInput()).toHaveFocus());
}

async function saveAs(name: string) {
  fireEvent.change(nameInput(), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

let stopListening = () => {};
beforeEach(() => {
  localStorage.clear();
  storeSnippets(PERSONAL);
  screenEscape.mockClear();
  formSubmit.mockClear();
  stopListening = listenForShortcuts(window);
});
afterEach(() => {
  stopListening();
  notifications.clean();
});

describe('Save as snippet', () => {
  it('is enabled once the note has text', async () => {
    const { note } = await renderNote({ initial: '   ' });
    expect(saveButton()).toBeDisabled();
    fireEvent.change(note, { target: { value: 'Some text' } });
    expect(saveButton()).toBeEnabled();
  });

  it("keeps the note's text, trimmed, as a new snippet of the reviewer's, and says so", async () => {
    await renderNote({ initial: '  The portfolio links are dead.  ' });
    await openDialog();
    await saveAs('  Dead portfolio  ');
    await waitFor(() =>
      expect(storedSnippets().at(-1)).toEqual(
        expect.objectContaining({ name: 'Dead portfolio', text: 'The portfolio links are dead.' }),
      ),
    );
    expect(storedSnippets()).toHaveLength(PERSONAL.length + 1);
    expect(await screen.findByText('Snippet “\u2068Dead portfolio\u2069” saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toHaveFocus());
  });

  it('asks for a name of 1 to 80 characters that no snippet has, ignoring case', async () => {
    await renderNote({ initial: 'A note worth keeping.' });
    await openDialog();
    await saveAs('   ');
    expect(await screen.findByText('Give the snippet a name.')).toBeInTheDocument();
    await saveAs('BLURRY LOGO');
    expect(await screen.findByText('You already have a snippet with this name.')).toBeInTheDocument();
    await saveAs('x'.repeat(81));
    expect(await screen.findByText('The name can be at most 80 characters.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(storedSnippets()).toHaveLength(PERSONAL.length);
    await saveAs('x'.repeat(80));
    await waitFor(() => expect(storedSnippets()).toHaveLength(PERSONAL.length + 1));
  });

  it('refuses a text longer than a snippet holds (a long conclusion)', async () => {
    await renderNote({ initial: 'y'.repeat(501), maxLength: null });
    await openDialog();
    await saveAs('Long');
    expect(await screen.findByRole('alert')).toHaveTextContent('The text can be at most 500 characters.');
    expect(storedSnippets()).toHaveLength(PERSONAL.length);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a snippet over the limit of the list', async () => {
    storeSnippets(
      Array.from({ length: MAX_SNIPPETS }, (_, i) => ({ id: `s${i}`, name: `S${i}`, text: 'Text' })),
    );
    await renderNote({ initial: 'One more.' });
    await openDialog();
    await saveAs('One more');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 200 snippets, the most you can keep: delete one to add another.',
    );
    expect(storedSnippets()).toHaveLength(MAX_SNIPPETS);
  });

  it('closes on Esc, the focus back on its button, and the screen never hears the key', async () => {
    await renderNote({ initial: 'Text to keep.' });
    await openDialog();
    expect(dialog()).toBeInTheDocument();
    act(() => void fireEvent.keyDown(nameInput(), { code: 'Escape', key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toHaveFocus());
    expect(screenEscape).not.toHaveBeenCalled();
    expect(storedSnippets()).toHaveLength(PERSONAL.length);
  });

  it('is a form of its own: Enter in the name saves the snippet, never submits the form around it', async () => {
    await renderNote({ initial: 'Submitted by Enter.' });
    await openDialog();
    fireEvent.change(nameInput(), { target: { value: 'By Enter' } });
    fireEvent.submit(nameInput());
    await waitFor(() => expect(storedSnippets().at(-1)?.name).toBe('By Enter'));
    expect(formSubmit).not.toHaveBeenCalled();
  });
});
