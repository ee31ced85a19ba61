// A text box that takes snippets, alone inside the app's providers (signed in as the demo reviewer,
// the reviewer's snippets in local storage, the team's as a test gives them), with Ctrl+/ registered
// as a screen registers it, and an Esc of the screen's own to show the list keeps its keys.
import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION, type SnippetContent } from '@shared/domain/snippet-file';
import type { TeamSnippets } from '@shared/ipc/contract';
import { AppProviders } from '@renderer/app/providers';
import { SnippetActions } from '@renderer/components/snippets/snippet-actions';
import { SnippetPicker } from '@renderer/components/snippets/snippet-picker';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import { createQueryClient } from '@renderer/lib/query-client';
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';
import { snippetPickerShortcut } from '@renderer/lib/snippets/snippet-picker-store';
import type { PlaceholderValues, Snippet } from '@renderer/lib/snippets/snippets';
import { fakePlatform } from '../fake-platform';
import { signedInTransport } from '../render-app';

const storageKey = `${LOCAL_DATA_STORAGE_PREFIX}snippets.reviewer@demo.test`;

export const PERSONAL: Snippet[] = [
  { id: 'a', name: 'Blurry logo', text: 'The logo of {agency} is blurry.' },
  { id: 'b', name: 'Wrong value', text: '{field} says “{value}”, which is wrong.' },
  { id: 'c', name: 'Café menu', text: 'The menu link is broken.' },
  { id: 'd', name: 'شعار غير واضح', text: 'شِعارُ {agency} غير واضح.' },
];

export const TEAM: TeamSnippets = {
  snippets: [{ name: 'Team: copied bio', text: 'The bio is copied from another agency.' }],
  source: null,
  problem: null,
};

export function storeSnippets(snippets: readonly Snippet[]) {
  localStorage.setItem(
    storageKey,
    JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets }),
  );
}

export function storedSnippets(): SnippetContent[] {
  const stored = localStorage.getItem(storageKey);
  return stored === null ? [] : (JSON.parse(stored) as { snippets: SnippetContent[] }).snippets;
}

export const PLACEHOLDERS: PlaceholderValues = {
  field: 'Profile › Bio',
  agency: 'Acme Studio',
  value: 'We make ads',
};

export const screenEscape = vi.fn();
/** The form the note is in (a step's, the report's). */
export const formSubmit = vi.fn();

interface NoteProps {
  initial?: string;
  /** 500 by default, as a note; null for none, as the conclusion. */
  maxLength?: number | null;
  readOnly?: boolean;
}

function Note({ initial = '', maxLength = 500, readOnly = false }: NoteProps) {
  const [value, setValue] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  useShortcuts([
    snippetPickerShortcut(),
    // Over an open list too: in a browser the list is gone (React renders between the listeners) by
    // the time the window hears the key, so only the list's own handling keeps the key from it.
    {
      id: 'test.escape',
      code: 'Escape',
      inTyping: true,
      inDialog: true,
      labelKey: 'actions.leaveNote',
      run: screenEscape,
    },
  ]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        formSubmit();
      }}
    >
      <textarea
        ref={field}
        aria-label="Note"
        data-snippet-field
        value={value}
        maxLength={maxLength ?? undefined}
        readOnly={readOnly}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <SnippetPicker field={field} placeholders={() => PLACEHOLDERS} />
      <SnippetActions field={field} text={value} />
      <p data-testid="form-value">{value}</p>
      <button type="button">Elsewhere</button>
    </form>
  );
}

export async function renderNote(props: NoteProps = {}, team: TeamSnippets | null = TEAM) {
  const platform = fakePlatform({ transport: signedInTransport(), teamSnippets: vi.fn(async () => team) });
  const router = createMemoryRouter([
    { path: '/', element: <Note {...props} /> },
    { path: '/settings', element: <h1>Settings page</h1> },
  ]);
  const view = render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const note = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Note' });
  return { ...view, note, router };
}
