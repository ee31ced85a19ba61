// Settings → Note snippets rendered alone inside the app's providers, signed in as the demo reviewer,
// with the snippets as stored in local storage (web mode's local data) and the team set a test gives.
import { render, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION } from '@shared/domain/snippet-file';
import type { TeamSnippets } from '@shared/ipc/contract';
import { AppProviders } from '@renderer/app/providers';
import { SnippetSettings } from '@renderer/features/settings/components/snippet-settings';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import type { Snippet } from '@renderer/lib/snippets/snippets';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from '../fake-platform';
import { signedInTransport } from '../render-app';

export const OWNER = 'reviewer@demo.test';
const storageKey = `${LOCAL_DATA_STORAGE_PREFIX}snippets.${OWNER}`;

export const SEED: Snippet[] = [
  { id: 'a', name: 'Blurry logo', text: 'The logo of {agency} is blurry.' },
  { id: 'b', name: 'Broken link', text: 'The link in {field} does not open.' },
  { id: 'c', name: 'شعار غير واضح', text: 'شعار {agency} غير واضح.' },
];

export function storeSnippets(snippets: readonly Snippet[]) {
  localStorage.setItem(
    storageKey,
    JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets }),
  );
}

/** What is written for the reviewer now (null: nothing yet). */
export function storedSnippets(): Snippet[] | null {
  const stored = localStorage.getItem(storageKey);
  return stored === null ? null : (JSON.parse(stored) as { snippets: Snippet[] }).snippets;
}

export const storedNames = () => storedSnippets()?.map((snippet) => snippet.name) ?? [];

export function renderSnippetSettings(team: TeamSnippets | null = null) {
  const platform = fakePlatform({ transport: signedInTransport(), teamSnippets: vi.fn(async () => team) });
  return render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <SnippetSettings />
    </AppProviders>,
  );
}

/** Rendered with the reviewer's snippets read (New snippet enabled). */
export async function renderLoaded(team: TeamSnippets | null = null) {
  const view = renderSnippetSettings(team);
  await waitFor(() => expect(screen.getByRole('button', { name: 'New snippet' })).toBeEnabled());
  return view;
}

export const personalList = () => within(screen.getByTestId('personal-snippets'));
export const rows = () => screen.queryAllByTestId('personal-snippet');
export const shownNames = () => rows().map((row) => row.querySelector('p')?.textContent);
export const rowOf = (name: string) => {
  const row = rows().find((candidate) => candidate.querySelector('p')?.textContent === name);
  if (!row) throw new Error(`No snippet named ${name}`);
  return within(row);
};
export const status = () => screen.getByTestId('snippet-status');

/** jsdom's Blob has neither text() nor arrayBuffer(); browsers' have. Read as a browser would. */
export function installFileReading() {
  const read = (blob: Blob, as: 'readAsText' | 'readAsArrayBuffer') =>
    new Promise<string | ArrayBuffer | null>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader[as](blob);
    });
  if (typeof Blob.prototype.text !== 'function')
    Blob.prototype.text = async function text(this: Blob) {
      return String(await read(this, 'readAsText'));
    };
  if (typeof Blob.prototype.arrayBuffer !== 'function')
    Blob.prototype.arrayBuffer = async function arrayBuffer(this: Blob) {
      const result = await read(this, 'readAsArrayBuffer');
      return typeof result === 'string' || result === null ? new ArrayBuffer(0) : result;
    };
}
