// Issue 14 in jsdom against the demo API in process: a step reviewed with the keys (by their physical
// key, as an Arabic keyboard sends them), the preview section of the current field highlighted, the
// progress line, and the links into a step.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { previewAnchorOf } from '@renderer/features/review/lib/preview-anchors';
import { paths } from '@renderer/lib/paths';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldElement } from './step-fields';

const review = newestSeededReview('agency', 'in progress');
const updatedReview = newestSeededReview('updated', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);
const servicesStep = paths.reviewServices.getHref(review.agencyId, review.reviewId);
const NOTE = 'The bio is copied from another agency.';

/** A key as a keyboard sends it: the physical key, and the character of the layout in use. */
const press = (code: string, key: string, more: Partial<KeyboardEventInit> = {}) =>
  act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { code, key, ...more }));
// On an Arabic keyboard J types "ت", K "ن", V "ر", I "ه", T "ف".
const J = () => press('KeyJ', 'ت');
const K = () => press('KeyK', 'ن');
const V = () => press('KeyV', 'ر');
const I = () => press('KeyI', 'ه');
const T = () => press('KeyT', 'ف');
const escape = () => press('Escape', 'Escape');
const ctrlEnter = () => press('Enter', 'Enter', { ctrlKey: true });

const fieldItem = fieldElement;
const controlOf = (path: string) => fieldItem(path).querySelector<HTMLElement>('[data-accordion-control]')!;
const stepPathsShown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-field-path]')].map((item) => item.dataset.fieldPath!);
/** The fields marked current in the list (one at most). */
const currentFields = () =>
  [...document.querySelectorAll('[data-current-field-mark]')].map(
    (mark) => mark.closest<HTMLElement>('[data-field-path]')!.dataset.fieldPath,
  );
/** The preview's sections marked current (a work entry has two: its links and its documents). */
const currentSections = () =>
  [...document.querySelectorAll<HTMLElement>('[aria-current="true"][data-preview-anchor]')].map(
    (section) => section.dataset.previewAnchor,
  );
const radio = (path: string, name: 'Valid' | 'Invalid') =>
  within(fieldItem(path)).getByRole('radio', { name });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const progress = () => screen.getByTestId('review-progress-counts').textContent;

async function openStep(href: string) {
  const { demo, transport } = await signedIn();
  const view = renderRoute(href, undefined, transport);
  await waitFor(() => expect(nextButton()).toBeEnabled());
  // The preview follows the fields (it renders in the background once they are shown).
  const preview = screen.getByRole('region', { name: 'Agency preview' });
  await waitFor(() => expect(preview.querySelector('[aria-busy="true"]')).not.toBeInTheDocument());
  const posts = () =>
    demo.requests().filter((r) => r.method === 'POST' && r.path.endsWith('/validate-multiple-fields'));
  return { ...view, posts };
}

/** J or K until this field is current. */
function goTo(path: string) {
  const shown = stepPathsShown();
  for (let tries = 0; currentFields()[0] !== path; tries++) {
    if (tries > 60) throw new Error(`J and K never reached ${path}`);
    const current = currentFields()[0];
    if (current === undefined || shown.indexOf(current) < shown.indexOf(path)) J();
    else K();
  }
}

useIntegrationEnvironment();
beforeEach(() => {
  useShortcutSettings.setState({ lettersEnabled: true });
});

describe('J and K', () => {
  it('move through the fields: the current one focused and marked, its preview section highlighted', async () => {
    await openStep(profileStep);
    const [first, second] = stepPathsShown();
    expect(currentFields()).toEqual([]);
    expect(currentSections()).toEqual([]);

    J();
    expect(currentFields()).toEqual([first]);
    expect(controlOf(first)).toHaveFocus();
    expect(currentSections()).toEqual([previewAnchorOf(first)]);
    J();
    expect(currentFields()).toEqual([second]);
    expect(controlOf(second)).toHaveFocus();
    expect(currentSections()).toEqual([previewAnchorOf(second)]);
    K();
    expect(currentFields()).toEqual([first]);
    expect(currentSections()).toEqual([previewAnchorOf(first)]);
    // At the top K stays; at the bottom J stays.
    K();
    expect(currentFields()).toEqual([first]);
    const last = stepPathsShown().at(-1)!;
    goTo(last);
    J();
    expect(currentFields()).toEqual([last]);
  });

  it('go through every field once, each tied to a preview section that shows it', async () => {
    await openStep(profileStep);
    const shown = stepPathsShown();
    for (const path of shown) {
      J();
      expect(currentFields()).toEqual([path]);
      const sections = currentSections();
      expect(sections.length, path).toBeGreaterThan(0);
      expect(new Set(sections), path).toEqual(new Set([previewAnchorOf(path)]));
    }
  });

  it('skip the unchanged fields of an updated profile', async () => {
    await openStep(paths.reviewProfile.getHref(updatedReview.agencyId, updatedReview.reviewId, 'updated'));
    const shown = stepPathsShown();
    const judged = shown.filter((path) => !controlOf(path).hasAttribute('disabled'));
    expect(judged.length).toBeGreaterThan(0);
    expect(judged.length).toBeLessThan(shown.length);
    const visited: string[] = [];
    for (let i = 0; i < shown.length; i++) {
      J();
      if (visited.at(-1) !== currentFields()[0]) visited.push(currentFields()[0]!);
    }
    expect(visited).toEqual(judged);
  });

  it('do nothing while typing, or once single-key shortcuts are turned off', async () => {
    await openStep(profileStep);
    T();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveFocus();
    J();
    expect(currentFields()).toEqual([]);
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => useShortcutSettings.getState().setLettersEnabled(false));
    J();
    expect(currentFields()).toEqual([]);
  });
});

describe('V, I, Esc and Ctrl+Enter', () => {
  it('judge the current field and send the step once, as Next does', async () => {
    const { posts, router } = await openStep(profileStep);
    goTo('profile.bio');
    I();
    expect(radio('profile.bio', 'Invalid')).toBeChecked();
    const note = within(fieldItem('profile.bio')).getByRole('textbox', { name: /^Note\b/ });
    await waitFor(() => expect(note).toHaveFocus());
    // Letters are text in the note.
    J();
    expect(currentFields()).toEqual(['profile.bio']);
    fireEvent.change(note, { target: { value: `  ${NOTE}  ` } });
    escape();
    expect(controlOf('profile.bio')).toHaveFocus();

    // V and I again on another field: I then V leaves it valid, with no note.
    J();
    const other = currentFields()[0]!;
    I();
    escape();
    V();
    expect(radio(other, 'Valid')).toBeChecked();
    expect(within(fieldItem(other)).queryByRole('textbox', { name: /^Note\b/ })).toBeNull();

    await waitFor(() => expect(nextButton()).toBeEnabled());
    ctrlEnter();
    ctrlEnter();
    await waitFor(() => expect(router.state.location.pathname).toBe(servicesStep));
    expect(posts()).toHaveLength(1);
    const body = posts()[0].body as {
      fields: { fieldPath: string; validationStatus: string; note: string }[];
    };
    expect(body.fields.filter((field) => field.validationStatus === 'invalid')).toEqual([
      { fieldPath: 'profile.bio', validationStatus: 'invalid', note: NOTE },
    ]);
  });

  it('Ctrl+Enter from inside a note sends the step too', async () => {
    const { posts, router } = await openStep(profileStep);
    goTo('profile.tagline');
    I();
    const note = within(fieldItem('profile.tagline')).getByRole('textbox', { name: /^Note\b/ });
    fireEvent.change(note, { target: { value: 'The tagline promises too much.' } });
    await waitFor(() => expect(nextButton()).toBeEnabled());
    note.focus();
    ctrlEnter();
    await waitFor(() => expect(router.state.location.pathname).toBe(servicesStep));
    expect(posts()).toHaveLength(1);
  });

  it('Ctrl+Enter does nothing while Next is disabled', async () => {
    const { posts, router } = await openStep(profileStep);
    J();
    I();
    await waitFor(() => expect(nextButton()).toBeDisabled());
    ctrlEnter();
    escape();
    ctrlEnter();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(profileStep);
    expect(posts()).toHaveLength(0);
  });

  it('Esc outside a note still leaves full screen', async () => {
    await openStep(profileStep);
    const preview = screen.getByRole('region', { name: 'Agency preview' });
    press('KeyF', 'ب');
    expect(preview).toHaveAttribute('data-full-screen', 'true');
    J();
    escape();
    expect(preview).toHaveAttribute('data-full-screen', 'false');
  });
});

describe('the preview follows the current field, and leads to it', () => {
  it('focus or a click in a field makes it current; a click on a preview section makes its field current', async () => {
    await openStep(profileStep);
    act(() => radio('profile.tagline', 'Valid').focus());
    expect(currentFields()).toEqual(['profile.tagline']);
    expect(currentSections()).toEqual(['profile.tagline']);

    const preview = screen.getByRole('region', { name: 'Agency preview' });
    const bio = preview.querySelector('[data-preview-anchor="profile.bio"]')!;
    fireEvent.click(bio.firstElementChild!);
    expect(currentFields()).toEqual(['profile.bio']);
    expect(currentSections()).toEqual(['profile.bio']);
    expect(bio).toHaveAttribute('aria-current', 'true');

    fireEvent.click(preview.querySelector('[data-preview-anchor="socialLinks"]')!);
    expect(currentFields()[0]).toMatch(/^socialLinks\./);
    expect(currentSections()).toEqual(['socialLinks']);
    // J goes on from the field the preview chose.
    const shown = stepPathsShown();
    const chosen = currentFields()[0]!;
    J();
    expect(currentFields()).toEqual([shown[shown.indexOf(chosen) + 1]]);
  });

  it('opens a collapsed service card for a field of it, the case study highlighted inside it', async () => {
    await openStep(servicesStep);
    const preview = screen.getByRole('region', { name: 'Agency preview' });
    const card = preview.querySelector<HTMLElement>('[data-preview-anchor="services[0]"]')!;
    const cardControl = card.querySelector<HTMLElement>('[data-accordion-control]')!;
    fireEvent.click(cardControl);
    // The click collapses the card and makes its field current; the preview leaves it collapsed.
    await waitFor(() => expect(cardControl).toHaveAttribute('aria-expanded', 'false'));
    expect(currentFields()).toEqual(['services[0].service']);

    J();
    expect(currentFields()).toEqual(['services[0].skills']);
    await waitFor(() => expect(cardControl).toHaveAttribute('aria-expanded', 'true'));
    expect(currentSections()).toEqual(['services[0]']);
    goTo('services[0].caseStudies[0]');
    expect(currentSections()).toEqual(['services[0].caseStudies[0]']);
    goTo('services[0].process');
    expect(currentSections()).toEqual(['services[0].process']);
  });
});

describe('the progress line', () => {
  it('counts live and goes to the first problem', async () => {
    await openStep(profileStep);
    const count = stepPathsShown().length;
    expect(progress()).toBe(`${count} fields · 0 invalid · 0 need a note`);
    expect(screen.queryByRole('button', { name: 'Go to first problem' })).not.toBeInTheDocument();

    goTo('profile.bio');
    I();
    await waitFor(() => expect(progress()).toBe(`${count} fields · 1 invalid · 1 needs a note`));
    fireEvent.change(within(fieldItem('profile.bio')).getByRole('textbox', { name: /^Note\b/ }), {
      target: { value: NOTE },
    });
    escape();
    goTo('profile.tagline');
    I();
    escape();
    await waitFor(() => expect(progress()).toBe(`${count} fields · 2 invalid · 1 needs a note`));

    goTo('profile.name');
    fireEvent.click(screen.getByRole('button', { name: 'Go to first problem' }));
    expect(currentFields()).toEqual(['profile.tagline']);
    const note = within(fieldItem('profile.tagline')).getByRole('textbox', { name: /^Note\b/ });
    await waitFor(() => expect(note).toHaveFocus());
    fireEvent.change(note, { target: { value: 'Ten or more characters.' } });
    await waitFor(() => expect(progress()).toBe(`${count} fields · 2 invalid · 0 need a note`));
    expect(screen.queryByRole('button', { name: 'Go to first problem' })).not.toBeInTheDocument();
  });
});

describe('a link to a field', () => {
  it('makes that field current on arrival, focused, with its preview section highlighted', async () => {
    await openStep(`${servicesStep}?field=${encodeURIComponent('services[1].pricing')}`);
    await waitFor(() => expect(currentFields()).toEqual(['services[1].pricing']));
    expect(controlOf('services[1].pricing')).toHaveFocus();
    expect(currentSections()).toEqual(['services[1]']);
  });
});
