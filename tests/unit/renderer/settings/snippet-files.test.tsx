// Settings → Note snippets, files and the team: import merges a good file and says what it did (with
// Undo), refuses a bad one whole saying why; export writes the reviewer's snippets in the file format;
// the team's set is shown read-only with where it came from, or why it could not be used.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readSnippetFile,
  SNIPPET_FILE_FORMAT,
  writeSnippetFile,
  type SnippetContent,
} from '@shared/domain/snippet-file';
import type { TeamSnippets } from '@shared/ipc/contract';
import { initI18n } from '@renderer/lib/i18n';
import {
  installFileReading,
  renderLoaded,
  renderSnippetSettings,
  rowOf,
  SEED,
  shownNames,
  status,
  storedSnippets,
  storeSnippets,
} from './snippet-settings-helpers';

beforeAll(installFileReading);
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const outcome = () => within(screen.getByTestId('import-outcome'));

function choose(name: string, content: string | Uint8Array<ArrayBuffer>) {
  const file = new File([content], name, { type: 'application/json' });
  fireEvent.change(fileInput(), { target: { files: [file] } });
}
const fileWith = (snippets: unknown) => JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: 1, snippets });

describe('importing a snippets file', () => {
  it('is a labelled button that opens the file chooser for JSON files', async () => {
    await renderLoaded();
    const click = vi.spyOn(fileInput(), 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Import…' }));
    expect(click).toHaveBeenCalledOnce();
    expect(fileInput()).toHaveAttribute('accept', 'application/json,.json');
  });

  it('adds new names, takes the file’s text for a name the reviewer has, skips an identical one, and can be undone', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    const imported: SnippetContent[] = [
      { name: 'BLURRY LOGO', text: 'The logo is too small.' },
      { name: 'Broken link', text: SEED[1]!.text },
      { name: 'Missing details', text: '{field} says too little.' },
    ];
    choose('team.json', writeSnippetFile(imported));
    await waitFor(() => expect(outcome().getByText('Imported \u2068team.json\u2069')).toBeVisible());
    expect(outcome().getByText('Added: 1. Replaced: 1. Skipped, the text being the same: 1.')).toBeVisible();
    expect(status()).toHaveTextContent('Imported \u2068team.json\u2069. Added: 1. Replaced: 1.');
    await waitFor(() => expect(storedSnippets()).toHaveLength(4));
    expect(storedSnippets()).toEqual([
      { id: 'a', name: 'Blurry logo', text: 'The logo is too small.' },
      SEED[1],
      SEED[2],
      { id: expect.any(String), name: 'Missing details', text: '{field} says too little.' },
    ]);
    expect(shownNames()).toEqual(['Blurry logo', 'Broken link', 'شعار غير واضح', 'Missing details']);

    fireEvent.click(outcome().getByRole('button', { name: 'Undo import' }));
    await waitFor(() => expect(storedSnippets()).toEqual(SEED));
    expect(screen.getByTestId('import-outcome')).toHaveTextContent('The import was undone');
    expect(screen.getByRole('button', { name: 'New snippet' })).toHaveFocus();
  });

  it('offers Undo only until the snippets change otherwise', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    choose('more.json', fileWith([{ name: 'New', text: 'Text' }]));
    await waitFor(() => expect(outcome().getByRole('button', { name: 'Undo import' })).toBeVisible());
    fireEvent.click(rowOf('Blurry logo').getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(outcome().queryByRole('button', { name: 'Undo import' })).toBeNull());
    expect(outcome().getByText('Added: 1. Replaced: 0. Skipped, the text being the same: 0.')).toBeVisible();
  });

  it.each([
    ['not JSON', '{"format":', 'The file is not valid JSON.'],
    [
      'another kind of file',
      JSON.stringify({ apiUrl: 'https://x.example' }),
      'The file is not a snippets file of the console.',
    ],
    [
      'a newer version',
      JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: 3, snippets: [] }),
      'The file was written by a newer version of the console (format 3). Update the console to read it.',
    ],
    [
      'too many snippets',
      fileWith(Array.from({ length: 201 }, (_, index) => ({ name: `S${index}`, text: 'T' }))),
      'The file holds more than 200 snippets.',
    ],
    [
      'a snippet without a name',
      fileWith([{ name: 'A', text: 'B' }, { text: 'C' }]),
      'Snippet 2 has no name.',
    ],
    ['a blank name', fileWith([{ name: ' ', text: 'B' }]), 'The name of snippet 1 is blank.'],
    [
      'a name too long',
      fileWith([{ name: 'x'.repeat(81), text: 'B' }]),
      'The name of snippet 1 is longer than 80 characters.',
    ],
    ['a snippet without a text', fileWith([{ name: 'A' }]), 'Snippet 1 has no text.'],
    ['a blank text', fileWith([{ name: 'A', text: '' }]), 'The text of snippet 1 is blank.'],
    [
      'a text too long',
      fileWith([{ name: 'A', text: 'x'.repeat(501) }]),
      'The text of snippet 1 is longer than 500 characters.',
    ],
    [
      'one name twice',
      fileWith([
        { name: 'A', text: 'B' },
        { name: 'Z', text: 'B' },
        { name: 'a', text: 'C' },
      ]),
      'Snippet 3 has the same name as an earlier one: “\u2068a\u2069”.',
    ],
    ['too large a file', ' '.repeat(512_001), 'The file is larger than 500 KB.'],
  ])('refuses %s, saying why and changing nothing', async (_, content, reason) => {
    storeSnippets(SEED);
    await renderLoaded();
    const before = localStorage.getItem(Object.keys(localStorage).find((key) => key.includes('snippets'))!);
    choose('bad.json', content);
    await waitFor(() => expect(outcome().getByText('Nothing was imported')).toBeVisible());
    expect(outcome().getByText(reason)).toBeVisible();
    expect(status()).toHaveTextContent(`Nothing was imported: ${reason}`);
    expect(storedSnippets()).toEqual(SEED);
    expect(localStorage.getItem(Object.keys(localStorage).find((key) => key.includes('snippets'))!)).toBe(
      before,
    );
    expect(shownNames()).toEqual(SEED.map((snippet) => snippet.name));
  });

  it('reads a file saved as UTF-16 with a byte-order mark, as Windows tools save it', async () => {
    await renderLoaded();
    const text = writeSnippetFile([{ name: 'شعار غير واضح', text: 'شعار {agency} غير واضح.' }]);
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) {
      utf16[2 + i * 2] = text.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    choose('windows.json', utf16);
    await waitFor(() =>
      expect(storedSnippets()).toEqual([expect.objectContaining({ name: 'شعار غير واضح' })]),
    );
  });

  it('refuses a file in another encoding rather than import garbled letters', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    // "شعار" in Windows-1256, which is no UTF-8.
    const bytes = new TextEncoder().encode(fileWith([{ name: 'XXXX', text: 'T' }]));
    bytes.set([0xd4, 0xda, 0xc7, 0xd1], bytes.indexOf(0x58));
    choose('arabic-ansi.json', bytes);
    await waitFor(() =>
      expect(
        outcome().getByText('The file is saved neither as UTF-8 nor as UTF-16 with a byte-order mark.'),
      ).toBeVisible(),
    );
    expect(storedSnippets()).toEqual(SEED);
  });

  it('says so when the chosen file cannot be read', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    vi.spyOn(Blob.prototype, 'arrayBuffer').mockRejectedValue(new Error('gone'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    choose('gone.json', fileWith([]));
    await waitFor(() => expect(outcome().getByText('The file could not be read.')).toBeVisible());
    expect(storedSnippets()).toEqual(SEED);
  });

  it('reads the same file again once it is chosen again', async () => {
    await renderLoaded();
    choose('bad.json', '{');
    await waitFor(() => expect(outcome().getByText('The file is not valid JSON.')).toBeVisible());
    expect(fileInput().value).toBe('');
  });

  it('is said in Arabic, with the snippet’s number', async () => {
    await initI18n('ar');
    storeSnippets(SEED);
    renderSnippetSettings();
    await waitFor(() => expect(screen.getByRole('button', { name: 'مقتطف جديد' })).toBeEnabled());
    choose(
      'bad.json',
      fileWith([
        { name: 'A', text: 'B' },
        { name: 'C', text: ' ' },
      ]),
    );
    await waitFor(() => expect(outcome().getByText('لم يُستورد شيء')).toBeVisible());
    expect(outcome().getByText('نص المقتطف رقم 2 فارغ.')).toBeVisible();
  });
});

describe('exporting the reviewer’s snippets', () => {
  it('downloads snippets.json in the file format, names and texts in their order, no ids', async () => {
    storeSnippets(SEED);
    await renderLoaded();
    const blobs: Blob[] = [];
    const revoked: string[] = [];
    // jsdom has no object URLs: these record what a browser would be handed.
    class RecordingURL extends URL {
      static override createObjectURL(blob: Blob) {
        blobs.push(blob);
        return 'blob:app://console/1';
      }
      static override revokeObjectURL(url: string) {
        revoked.push(url);
      }
    }
    vi.stubGlobal('URL', RecordingURL);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const clicks: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(clicks).toEqual([{ href: 'blob:app://console/1', download: 'snippets.json', connected: true }]);
    expect(blobs[0]!.type).toBe('application/json');
    const text = await blobs[0]!.text();
    expect(text).toBe(writeSnippetFile(SEED));
    expect(text).not.toContain('"id"');
    expect(readSnippetFile(text)).toEqual({
      ok: true,
      snippets: SEED.map(({ name, text: body }) => ({ name, text: body })),
    });
    expect(document.querySelector('a[download]')).toBeNull();
    // Let go of once the browser has surely read it.
    vi.advanceTimersByTime(39_000);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(revoked).toEqual(['blob:app://console/1']);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});

const TEAM: TeamSnippets = {
  snippets: [
    { name: 'Team greeting', text: 'Thank you, {agency}.' },
    { name: 'تفاصيل ناقصة', text: 'حقل {field} مختصر جدًا.' },
  ],
  source: 'machine-policy',
  problem: null,
};

describe('the team’s snippets', () => {
  it('are listed read-only beside the reviewer’s, saying where they were set', async () => {
    storeSnippets(SEED);
    await renderLoaded(TEAM);
    const team = within(await screen.findByTestId('team-snippets'));
    expect(team.getByRole('heading', { name: 'Team snippets' })).toBeVisible();
    expect(team.getByText('Read-only')).toBeVisible();
    expect(team.getByText(/Set in: Policy for this computer \(Group Policy or MDM\)\./)).toBeVisible();
    expect(team.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Team greeting',
      'تفاصيل ناقصة',
    ]);
    expect(team.getByText('Thank you, {agency}.')).toBeVisible();
    expect(team.queryAllByRole('button')).toEqual([]);
    expect(shownNames()).toEqual(SEED.map((snippet) => snippet.name));
  });

  it('show nothing when none are configured', async () => {
    await renderLoaded({ snippets: [], source: null, problem: null });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('team-snippets')).toBeNull();
    expect(screen.queryByTestId('team-snippets-problem')).toBeNull();
  });

  it('say why the configured set could not be used, naming the snippet at fault', async () => {
    await renderLoaded({
      snippets: [],
      source: 'machine-file',
      problem: { kind: 'badSnippet', index: 2, field: 'name', rule: 'blank' },
    });
    const notice = within(await screen.findByTestId('team-snippets-problem'));
    expect(notice.getByText("The team's snippets could not be used")).toBeVisible();
    expect(notice.getByText('The name of snippet 3 is blank.')).toBeVisible();
    expect(notice.getByText('Set in: Machine-wide configuration file. Please tell IT.')).toBeVisible();
    expect(screen.queryByTestId('team-snippets')).toBeNull();
  });

  it('show an unreadable file’s own error left to right, in an Arabic sentence', async () => {
    await initI18n('ar');
    const detail = "ENOENT: no such file or directory, open 'C:\\ProgramData\\team.json'";
    renderSnippetSettings({ snippets: [], source: 'user-policy', problem: { kind: 'unreadable', detail } });
    const notice = within(await screen.findByTestId('team-snippets-problem'));
    expect(notice.getByText('تعذّر استخدام مقتطفات الفريق')).toBeVisible();
    expect(notice.getByText('تعذّرت قراءة الملف.')).toBeVisible();
    expect(notice.getByText(detail)).toHaveAttribute('dir', 'ltr');
  });
});
