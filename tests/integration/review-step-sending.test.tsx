// Issue 23 in jsdom against the demo API in process: while a step's Next is being sent the step is
// read-only (what is sent is what stays on screen, nothing is accepted and then lost with the draft),
// and every field's choice and note are named with the field, in English and Arabic.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import { paths } from '@renderer/lib/paths';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { held, jsonAnswer } from './intercept';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldElement } from './step-fields';

const review = newestSeededReview('agency', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);
const NOTE = 'The bio is copied from another agency.';

const press = (code: string, key: string) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { code, key }));
const radio = (path: string, value: 'valid' | 'invalid') =>
  fieldElement(path).querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
/** Every field's valid/invalid group (the sidebar has a radio group of its own). */
const fieldGroups = () => [...document.querySelectorAll('[data-field-path] [role="radiogroup"]')];
const noteOf = (path: string) => fieldElement(path).querySelector<HTMLTextAreaElement>('textarea')!;
const nextButton = () => screen.getByRole('button', { name: /^(Next|loading\.\.\.)$/ });
const tagInput = () => screen.getByRole('textbox', { name: 'Tags' });
const shownTags = () =>
  within(screen.getByRole('list', { name: 'Selected tags' }))
    .queryAllByRole('listitem')
    .map((tag) => tag.textContent?.replace(/^#/, ''));
/** What the form shows: each field's status and note, and the tags. */
const shown = () => ({
  fields: [...document.querySelectorAll<HTMLElement>('[data-field-path]')].map((item) => {
    const fieldPath = item.dataset.fieldPath!;
    const checked = item.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    return { fieldPath, validationStatus: checked?.value, note: noteOf(fieldPath)?.value.trim() ?? '' };
  }),
  tags: shownTags(),
});

/** An accessible name as Chrome computes it: jsdom parts the label's colon from its word with a space
 * (it takes every element for a block), so "Note : Bio" here is "Note: Bio" there (the e2e checks). */
const named = (expected: string) => (name: string) => name.replace(' :', ':') === expected;

useIntegrationEnvironment();
beforeEach(() => {
  useShortcutSettings.setState({ lettersEnabled: true });
});

describe('while Next is being sent', () => {
  it('the step is read-only, its inputs still focusable, and what was sent is what is shown', async () => {
    // The demo API has the step at once (so it records what was sent); its answer waits for the test.
    const answer = held<Response>();
    const { demo, transport } = await signedIn(({ method, path }, passOn) =>
      method === 'POST' && path.endsWith('/validate-multiple-fields')
        ? passOn().then(() => answer.promise)
        : undefined,
    );
    renderRoute(profileStep, undefined, transport);
    await waitFor(() => expect(nextButton()).toBeEnabled());
    fireEvent.click(radio('profile.bio', 'invalid'));
    fireEvent.change(noteOf('profile.bio'), { target: { value: NOTE } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Spam' }));
    await waitFor(() => expect(nextButton()).toBeEnabled());

    fireEvent.click(nextButton());
    await waitFor(() => expect(nextButton().textContent).toBe('loading...'));
    const before = shown();

    // The focus stays where it is: nothing is disabled or taken away.
    act(() => noteOf('profile.bio').focus());
    fireEvent.change(noteOf('profile.bio'), { target: { value: 'Typed while it was being sent.' } });
    expect(noteOf('profile.bio')).toHaveFocus();
    fireEvent.click(radio('profile.bio', 'valid'));
    fireEvent.click(radio('profile.tagline', 'invalid'));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => radio('profile.name', 'valid').focus());
    press('KeyI', 'ه');
    press('KeyV', 'ر');
    press('KeyT', 'ف');
    const afterT = document.activeElement;
    fireEvent.change(tagInput(), { target: { value: 'Late tag' } });
    fireEvent.keyDown(tagInput(), { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Creative' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add tag Spam' }));

    expect(shown()).toEqual(before);
    expect(afterT).not.toBe(tagInput());
    expect(screen.getByRole('button', { name: 'Remove tag Creative' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const groups = fieldGroups();
    expect(groups.every((group) => group.getAttribute('aria-readonly') === 'true')).toBe(true);
    expect(noteOf('profile.bio')).toHaveAttribute('readonly');
    expect(tagInput()).toHaveAttribute('readonly');
    expect(radio('profile.bio', 'invalid')).toBeChecked();
    expect(radio('profile.tagline', 'valid')).toBeChecked();
    expect(noteOf('profile.tagline')).not.toBeInTheDocument();
    expect(tagInput()).toHaveValue('');
    const posts = demo
      .requests()
      .filter((request) => request.method === 'POST' && request.path.endsWith('/validate-multiple-fields'));
    expect(posts).toHaveLength(1);
    const sent = posts[0].body as { fields: { fieldPath: string }[]; tags: string[] };
    expect(sent.tags).toEqual(before.tags);
    expect(sent.fields).toEqual(before.fields);

    // Refused: the step is the reviewer's again, with what was sent.
    await act(async () => answer.release(jsonAnswer(400, { message: 'Refused for the test.' })));
    await waitFor(() => expect(nextButton().textContent).toBe('Next'));
    expect(fieldGroups().some((group) => group.hasAttribute('aria-readonly'))).toBe(false);
    expect(shown()).toEqual(before);
    fireEvent.change(noteOf('profile.bio'), { target: { value: `${NOTE} Again.` } });
    expect(noteOf('profile.bio')).toHaveValue(`${NOTE} Again.`);
    fireEvent.click(screen.getByRole('button', { name: 'Add tag Spam' }));
    expect(shownTags()).toContain('Spam');
  });
});

describe("each field's choice and note", () => {
  it.each([
    ['en', 'Validation status: Profile › Bio', 'Note: Profile › Bio'],
    ['ar', 'حالة التحقق: الملف › النبذة', 'ملاحظة: الملف › النبذة'],
  ] as const)('are named with the field (%s)', async (language, group, note) => {
    await initI18n(language);
    const { transport } = await signedIn();
    renderRoute(profileStep, undefined, transport);
    await waitFor(() => fieldElement('profile.bio'));
    const bio = within(fieldElement('profile.bio'));
    expect(bio.getByRole('radiogroup').getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(bio.getByRole('radiogroup', { name: named(group) })).toBeInTheDocument();
    fireEvent.click(radio('profile.bio', 'invalid'));
    expect(await bio.findByRole('textbox', { name: named(note) })).toBe(noteOf('profile.bio'));
    // Every field's choice reads with that field's own name, so no two read the same.
    const ownLabel = group.split(':')[0];
    const fields = [...document.querySelectorAll<HTMLElement>('[data-field-path]')].filter((field) =>
      field.querySelector('[role="radiogroup"]'),
    );
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields) {
      const name = field.querySelector('[data-accordion-control]')!.textContent!.trim();
      expect(
        within(field).getByRole('radiogroup', { name: named(`${ownLabel}: ${name}`) }),
      ).toBeInTheDocument();
    }
  });
});
