// The limit on the reviewer's snippets holds in Settings, whichever way they would grow. The limit is
// lowered to 3 here (the screen reads it from the file format's constant), so a full list renders fast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSnippetFile } from '@shared/domain/snippet-file';
import {
  installFileReading,
  renderSnippetSettings,
  rows,
  SEED,
  storedSnippets,
  storeSnippets,
} from './snippet-settings-helpers';

vi.mock('@shared/domain/snippet-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shared/domain/snippet-file')>()),
  MAX_SNIPPETS: 3,
}));

beforeAll(installFileReading);
beforeEach(() => localStorage.clear());

function choose(content: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([content], 'set.json')] } });
}
const outcome = () => within(screen.getByTestId('import-outcome'));

describe(`at the limit of the reviewer's snippets`, () => {
  it('New snippet is off, and the screen says why', async () => {
    storeSnippets(SEED);
    renderSnippetSettings();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'New snippet' })).toBeDisabled();
    expect(
      screen.getByText('You have 3 snippets, the most you can keep: delete one to add another.'),
    ).toBeVisible();
  });

  it('an import that would add past it is refused whole, one that only replaces is taken', async () => {
    storeSnippets(SEED.slice(0, 2));
    renderSnippetSettings();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import…' })).toBeEnabled());
    choose(
      writeSnippetFile([
        { name: 'One', text: 'A' },
        { name: 'Two', text: 'B' },
      ]),
    );
    await waitFor(() => expect(outcome().getByText('Nothing was imported')).toBeVisible());
    expect(
      outcome().getByText(
        'You would have more than 3 snippets. Delete some first, or import a smaller file.',
      ),
    ).toBeVisible();
    expect(storedSnippets()).toEqual(SEED.slice(0, 2));

    choose(
      writeSnippetFile([
        { name: 'One', text: 'A' },
        { name: 'Blurry logo', text: 'Changed' },
      ]),
    );
    await waitFor(() =>
      expect(
        outcome().getByText('Added: 1. Replaced: 1. Skipped, the text being the same: 0.'),
      ).toBeVisible(),
    );
    expect(storedSnippets()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'New snippet' })).toBeDisabled();
  });
});
