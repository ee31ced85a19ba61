// A snippet in a step's note, against the demo API in process: Ctrl+/ as an Arabic keyboard sends it,
// a filter, Enter; the note holds the snippet with this field's name, the agency's name and its value,
// passes its rule, and Next sends it. Esc in the list goes back to the note, not to the field. The
// report's conclusion takes snippets too, with {agency} filled.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SNIPPET_FILE_FORMAT, SNIPPET_FILE_VERSION } from '@shared/domain/snippet-file';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import { paths } from '@renderer/lib/paths';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldElement } from './step-fields';

const review = newestSeededReview('agency', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);
const servicesStep = paths.reviewServices.getHref(review.agencyId, review.reviewId);

const NOTE_REQUIRED = 'Note is required when marked as invalid';
const SNIPPETS = [
  {
    id: 'one',
    name: 'Generic tagline',
    text: '{field} of {agency} says “{value}”, which any agency could say.',
  },
  { id: 'two', name: 'Copied bio', text: 'The bio is copied from another agency.' },
];

const press = (code: string, key: string, more: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { code, key, ...more }));
/** Ctrl+/ on an Arabic keyboard: the Slash key types "ظ". */
const ctrlSlash = () => press('Slash', 'ظ', { ctrlKey: true });
const combobox = () => screen.getByRole('combobox', { name: 'Insert a snippet' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const noteOf = (path: string) => within(fieldElement(path)).getByRole('textbox', { name: /^Note\b/ });

useIntegrationEnvironment();
beforeEach(() => {
  useShortcutSettings.setState({ lettersEnabled: true });
  localStorage.setItem(
    `${LOCAL_DATA_STORAGE_PREFIX}snippets.reviewer@demo.test`,
    JSON.stringify({ format: SNIPPET_FILE_FORMAT, version: SNIPPET_FILE_VERSION, snippets: SNIPPETS }),
  );
});

async function openStep() {
  const { demo, transport } = await signedIn();
  const view = renderRoute(profileStep, undefined, transport);
  await waitFor(() => expect(nextButton()).toBeEnabled());
  const posts = () =>
    demo.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/validate-multiple-fields'));
  const details = (await transport.call('agencyDetails', { agencyId: review.agencyId })) as {
    profile: { tagline: string };
  };
  return { ...view, posts, tagline: details.profile.tagline };
}

describe('a snippet in a note', () => {
  it('goes in by keyboard, filled for its field, passes the rule and is sent by Next', async () => {
    const { posts, router, tagline } = await openStep();
    const invalid = within(fieldElement('profile.tagline')).getByRole('radio', { name: 'Invalid' });
    fireEvent.click(invalid);
    const note = noteOf('profile.tagline');
    act(() => note.focus());
    await waitFor(() => expect(nextButton()).toBeDisabled());

    ctrlSlash();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(combobox()).toHaveFocus();
    fireEvent.change(combobox(), { target: { value: 'TAGLINE' } });
    press('Enter', 'Enter');

    const expected = `Profile › Tagline of ${review.name} says “${tagline}”, which any agency could say.`;
    expect(note).toHaveValue(expected);
    expect(note).toHaveFocus();
    expect(within(fieldElement('profile.tagline')).getByTestId('note-counter')).toHaveTextContent(
      `${expected.length}/500`,
    );
    await waitFor(() => expect(nextButton()).toBeEnabled());

    press('Enter', 'Enter', { ctrlKey: true });
    await waitFor(() => expect(router.state.location.pathname).toBe(servicesStep));
    const body = posts()[0]!.body as {
      fields: { fieldPath: string; validationStatus: string; note: string }[];
    };
    expect(body.fields.find((field) => field.fieldPath === 'profile.tagline')).toEqual({
      fieldPath: 'profile.tagline',
      validationStatus: 'invalid',
      note: expected,
    });
  });

  it('Esc in the list goes back to the note, not to its field, and the step keeps its keys after', async () => {
    await openStep();
    fireEvent.click(within(fieldElement('profile.bio')).getByRole('radio', { name: 'Invalid' }));
    const note = noteOf('profile.bio');
    act(() => note.focus());
    ctrlSlash();
    expect(await screen.findByRole('combobox')).toHaveFocus();
    // Going into the list is not leaving the note: its rule waits.
    expect(within(fieldElement('profile.bio')).queryByText(NOTE_REQUIRED)).not.toBeInTheDocument();
    press('Escape', 'Escape');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(note).toHaveFocus();
    // In the note, Esc is the step's again: back to the field.
    press('Escape', 'Escape');
    expect(within(fieldElement('profile.bio')).getByRole('button', { expanded: true })).toHaveFocus();
    expect(await within(fieldElement('profile.bio')).findByText(NOTE_REQUIRED)).toBeInTheDocument();
  });
});

describe('a snippet in the conclusion', () => {
  it('goes in with {agency} filled and {field}, {value} left as written, and is in the draft', async () => {
    localStorage.setItem(
      `${LOCAL_DATA_STORAGE_PREFIX}snippets.reviewer@demo.test`,
      JSON.stringify({
        format: SNIPPET_FILE_FORMAT,
        version: SNIPPET_FILE_VERSION,
        snippets: [{ id: 'c', name: 'Accepted', text: '{agency} meets the standard ({field}).' }],
      }),
    );
    const { transport } = await signedIn();
    const report = paths.reviewReport.getHref(review.agencyId, review.reviewId);
    const view = renderRoute(report, undefined, transport);
    expect(await screen.findByTestId('report-agency')).toHaveTextContent(review.name);
    const conclusion = await screen.findByRole('textbox', { name: 'Anonymous Conclusion' });
    act(() => conclusion.focus());
    ctrlSlash();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // Going into the list is not leaving the conclusion blank.
    expect(screen.queryByText('Please provide a conclusion before submitting.')).not.toBeInTheDocument();
    press('Enter', 'Enter');
    const text = `${review.name} meets the standard ({field}).`;
    expect(conclusion).toHaveValue(text);
    expect(conclusion).toHaveFocus();

    // The report opened again restores it from the draft.
    view.unmount();
    renderRoute(report, undefined, transport);
    expect(await screen.findByRole('textbox', { name: 'Anonymous Conclusion' })).toHaveValue(text);
  });
});
