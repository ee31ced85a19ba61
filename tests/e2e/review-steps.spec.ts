// The review wizard's profile and services steps: the form, its rules, the payloads, pre-fill,
// updated profiles and leaving with unsaved changes (web mode against the demo API).
import { paths } from '../../src/renderer/src/lib/paths';
import { UNSAVED_CHANGES_MESSAGE, UnsavedChangesDialog } from '../pages/dialogs';
import { QueuePage } from '../pages/queue-page';
import { ReviewStepPage } from '../pages/review-step-page';
import { proxiedApiPath, stepUrl } from '../pages/routes';
import { IN_PROGRESS, UPDATED_IN_PROGRESS } from '../pages/seed-reviews';
import { expect, signInThroughApi, test } from './fixtures';
import { openInLanguage, textsIn } from './a11y-helpers';
import { fieldGroups, profileStepPaths } from './review-steps-helpers';

const VALIDATE = /\/validate-multiple-fields$/;
const PROFILE_TAGS = ['Media_production', 'Creative', 'Big budget', 'Spam', 'Local'];
const SERVICE_TAGS = ['Digital Marketing', 'Meta Ads', 'TikTok Ads', 'Linkedin Ads', 'Social Media'];

// Several steps and round trips per test: generous on a busy CI machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page);
});

test('every field and its choices are in the accessibility tree, on screen or far below it', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'services');
  const radios = await page.locator('[data-field-path] input[type="radio"]').count();
  expect(radios).toBeGreaterThan(20);
  // What a screen reader reads in browse mode: the tree, not the DOM (skipped rendering left the
  // fields out of view out of it).
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const exposed = nodes.filter(
    (node) =>
      !node.ignored &&
      node.role?.value === 'radio' &&
      ['Valid', 'Invalid'].includes(String(node.name?.value)),
  );
  expect(exposed.length).toBe(radios);
});

test('each field paints inside its own box, and its focus rings and note still show whole', async ({
  page,
}) => {
  // Paint containment: a toggle that opens a note moves every field below it, and without it the
  // browser walked the paint properties of the whole step on each toggle (docs/performance.md).
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'services');
  const field = page.locator('[data-field-path]').first();
  expect(await field.evaluate((element) => getComputedStyle(element).contain)).toBe('paint');
  // What it clips is its own box: a focused choice's ring and the note stay inside it.
  const invalid = field.locator('input[value="invalid"]');
  await invalid.focus();
  await page.keyboard.press('Space');
  const box = (await field.boundingBox())!;
  const ring = await invalid.evaluate((radio) => {
    const { top, bottom, left, right } = radio.getBoundingClientRect();
    const reach =
      parseFloat(getComputedStyle(radio).outlineWidth) + parseFloat(getComputedStyle(radio).outlineOffset);
    return { top: top - reach, bottom: bottom + reach, left: left - reach, right: right + reach };
  });
  expect(ring.top).toBeGreaterThanOrEqual(box.y);
  expect(ring.left).toBeGreaterThanOrEqual(box.x);
  expect(ring.right).toBeLessThanOrEqual(box.x + box.width);
  const note = (await field.locator('textarea').boundingBox())!;
  expect(note.y + note.height).toBeLessThanOrEqual(box.y + box.height);
});

test('a field folds away and opens again from its heading, its judgement and note kept', async ({ page }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', 'Copied from another agency.');
  const toggle = step.fieldControl('profile.bio');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Profile › Bio' })).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(step.radio('profile.bio', 'Invalid')).toBeHidden();
  await expect(step.note('profile.bio')).toBeHidden();
  await expect(step.field('profile.bio').getByTestId('field-value')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(step.radio('profile.bio', 'Invalid')).toBeChecked();
  await expect(step.note('profile.bio')).toHaveValue('Copied from another agency.');
});

test('a whole profile and services pass posts exactly what the reviewer chose, then reaches the report', async ({
  page,
  demo,
}) => {
  const step = new ReviewStepPage(page);
  const groups = await fieldGroups(page, IN_PROGRESS.agencyId);
  await step.open(IN_PROGRESS, 'profile');
  await expect(step.heading('profile')).toBeVisible();

  await step.markInvalid('profile.bio', '   The bio repeats the tagline word for word.   ');
  await step.removeTag('Spam');
  await step.addTag('  Gulf focus ');
  await step.next();

  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'services'));
  await step.waitFor('services');
  const [profilePost] = await demo.requests({ method: 'POST', path: VALIDATE });
  expect(profilePost.body).toEqual({
    fields: profileStepPaths(groups).map((fieldPath) =>
      fieldPath === 'profile.bio'
        ? { fieldPath, validationStatus: 'invalid', note: 'The bio repeats the tagline word for word.' }
        : { fieldPath, validationStatus: 'valid', note: '' },
    ),
    tags: ['Media_production', 'Creative', 'Big budget', 'Local', 'Gulf focus'],
  });

  await step.markInvalid('services[0].pricing', 'The price range does not match the packages.');
  await step.next();

  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'report'));
  const posts = await demo.requests({ method: 'POST', path: VALIDATE });
  expect(posts).toHaveLength(2);
  expect(posts[1].body).toEqual({
    fields: groups.serviceFields.map(({ path: fieldPath }) =>
      fieldPath === 'services[0].pricing'
        ? { fieldPath, validationStatus: 'invalid', note: 'The price range does not match the packages.' }
        : { fieldPath, validationStatus: 'valid', note: '' },
    ),
    tags: SERVICE_TAGS,
  });
});

test('an invalid field needs a note of 10 to 500 characters, with a counter that is red outside them', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  const next = step.nextButton;
  await expect(next).toBeEnabled();

  await step.markInvalid('profile.name');
  const name = step.field('profile.name');
  const note = name.getByRole('textbox', { name: /^Note: / });
  const counter = name.getByTestId('note-counter');
  await expect(counter).toHaveText('0/500');
  await expect(counter).toHaveAttribute('data-out-of-bounds', 'true');
  await expect(next).toBeDisabled();
  // Errors wait until the note has been touched.
  await expect(name.getByText('Note is required when marked as invalid')).toHaveCount(0);

  await note.focus();
  await note.blur();
  await expect(name.getByText('Note is required when marked as invalid')).toBeVisible();

  await note.fill('          ');
  await expect(name.getByText('Note is required when marked as invalid')).toBeVisible();

  await note.fill('  123456789  ');
  await expect(name.getByText('Note must be between 10 and 500 characters')).toBeVisible();
  await expect(counter).toHaveText('9/500');
  await expect(counter).toHaveAttribute('data-out-of-bounds', 'true');
  const red = await counter.evaluate((element) => getComputedStyle(element).color);
  await expect(next).toBeDisabled();

  await note.fill('1234567890');
  await expect(name.getByText('Note must be between 10 and 500 characters')).toHaveCount(0);
  await expect(counter).toHaveText('10/500');
  await expect(counter).toHaveAttribute('data-out-of-bounds', 'false');
  expect(await counter.evaluate((element) => getComputedStyle(element).color)).not.toBe(red);
  await expect(next).toBeEnabled();

  // The textarea stops at 500 characters.
  await note.fill('x'.repeat(501));
  await expect(note).toHaveValue('x'.repeat(500));
  await expect(counter).toHaveText('500/500');
  await expect(next).toBeEnabled();

  // Back to valid: no note needed any more.
  await note.fill('short');
  await expect(next).toBeDisabled();
  await step.markValid('profile.name');
  await expect(note).toHaveCount(0);
  await expect(next).toBeEnabled();
});

for (const language of ['en', 'ar'] as const) {
  test(`each field's choice and note are named with the field (${language})`, async ({ page }) => {
    await openInLanguage(page, language);
    const { review } = textsIn(language);
    const step = new ReviewStepPage(page);
    await step.open(IN_PROGRESS, 'profile');
    const name = `${review.fieldNames.profile} › ${review.fieldNames.bio}`;
    const bio = step.field('profile.bio');
    await expect(
      bio.getByRole('radiogroup', { name: `${review.fields.status}: ${name}`, exact: true }),
    ).toBeVisible();
    await step.statusInput('profile.bio', 'invalid').check();
    await expect(
      bio.getByRole('textbox', { name: `${review.fields.note}: ${name}`, exact: true }),
    ).toBeVisible();
  });
}

test('tags: Enter adds trimmed non-empty text with a #, tags are removable, at least one is required', async ({
  page,
  demo,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  const input = step.tagInput;
  const tags = step.tags;
  await expect(tags).toHaveText(PROFILE_TAGS.map((tag) => `#${tag}`));

  await input.fill('   ');
  await input.press('Enter');
  await expect(tags).toHaveCount(5);
  await input.fill('  Agency of the year ');
  await input.press('Enter');
  await expect(tags.last()).toHaveText('#Agency of the year');
  await expect(input).toHaveValue('');
  // Enter adds a tag and never submits the step.
  expect(await demo.requests({ method: 'POST', path: VALIDATE })).toHaveLength(0);

  for (let count = 6; count > 0; count--) {
    await tags.first().getByRole('button').click();
  }
  await expect(tags).toHaveCount(0);
  await expect(page.getByText('At least one tag is required')).toBeVisible();
  await expect(step.nextButton).toBeDisabled();

  await step.addSuggestedTag('Creative');
  await expect(tags).toHaveText(['#Creative']);
  await expect(page.getByText('At least one tag is required')).toHaveCount(0);
  await expect(step.nextButton).toBeEnabled();
});

test('a reopened review is pre-filled with its earlier results', async ({ page }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('socialLinks.instagram', 'The Instagram account is private.');
  await step.next();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'services'));

  await step.open(IN_PROGRESS, 'profile');
  const instagram = step.field('socialLinks.instagram');
  await expect(instagram.getByRole('radio', { name: 'Invalid' })).toBeChecked();
  await expect(instagram.getByRole('textbox', { name: /^Note: / })).toHaveValue(
    'The Instagram account is private.',
  );
  await expect(step.radio('profile.name', 'Valid')).toBeChecked();
});

test('an updated profile opens and submits only the fields flagged changed', async ({ page, demo }) => {
  const step = new ReviewStepPage(page);
  const flags = (await (
    await page.request.get(proxiedApiPath('flaggedFields', UPDATED_IN_PROGRESS))
  ).json()) as { data: { fieldPath: string; changed: boolean }[] };
  const groups = await fieldGroups(page, UPDATED_IN_PROGRESS.agencyId);
  const changed = new Set(flags.data.filter((flag) => flag.changed).map((flag) => flag.fieldPath));
  const profilePaths = profileStepPaths(groups);
  const changedProfile = profilePaths.filter((path) => changed.has(path));
  const unchangedProfile = profilePaths.filter((path) => !changed.has(path));
  expect(changedProfile.length).toBeGreaterThan(0);

  await step.open(UPDATED_IN_PROGRESS, 'profile', 'updated');
  await expect(step.note(changedProfile[0])).toHaveCount(0);
  for (const path of changedProfile) {
    await expect(step.field(path).getByRole('img', { name: 'Changed since the last review' })).toBeVisible();
    await expect(step.radio(path, 'Valid')).toBeVisible();
  }
  const unchanged = step.field(unchangedProfile[0]);
  await expect(unchanged.getByRole('img', { name: 'Not changed' })).toBeVisible();
  await expect(unchanged.getByRole('button')).toBeDisabled();
  await expect(unchanged.getByRole('radio')).toHaveCount(0);

  await step.markInvalid(changedProfile[0], 'This change was not explained.');
  await step.next();
  await expect(page).toHaveURL(stepUrl(UPDATED_IN_PROGRESS, 'services', 'updated'));
  await step.waitFor('services');
  const [post] = await demo.requests({ method: 'POST', path: VALIDATE });
  expect(post.body).toEqual({
    fields: changedProfile.map((fieldPath, index) =>
      index === 0
        ? { fieldPath, validationStatus: 'invalid', note: 'This change was not explained.' }
        : { fieldPath, validationStatus: 'valid', note: '' },
    ),
    tags: PROFILE_TAGS,
  });
  expect(await demo.requests({ method: 'GET', path: /all-fields-with-flags$/ })).not.toHaveLength(0);

  // Back from the services step returns to the profile step, and from there to Updated Profiles.
  await step.back();
  await expect(page).toHaveURL(stepUrl(UPDATED_IN_PROGRESS, 'profile', 'updated'));
  await step.waitFor('profile');
  await step.back();
  await expect(page).toHaveURL(paths.updatedProfiles.getHref());
});

test('a review not from Updated Profiles never asks for flagged fields', async ({ page, demo }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await expect(step.radio('profile.name', 'Valid')).toBeChecked();
  expect(await demo.requests({ path: /all-fields-with-flags$/ })).toHaveLength(0);
});

test('Back with changes asks first: Stay keeps the work, Leave goes to the queue', async ({ page }) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.tagline', 'The tagline is not the agency’s own.');

  await step.back();
  const dialog = unsaved.root;
  await expect(dialog).toContainText(UNSAVED_CHANGES_MESSAGE);
  await unsaved.stay();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await expect(step.note('profile.tagline')).toHaveValue('The tagline is not the agency’s own.');

  // The back arrow beside the title asks the same question.
  await step.goBackArrow.click();
  await unsaved.leave();
  await expect(page).toHaveURL(paths.agencies.getHref());
});

test('Esc or Stay on "Unsaved Changes" hands focus back to the control that asked', async ({ page }) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.tagline', 'The tagline is not the agency’s own.');

  // The first question of a page (its dialog's code loads then): Esc.
  await step.backButton.focus();
  await page.keyboard.press('Enter');
  await expect(unsaved.root).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(unsaved.root).toBeHidden();
  await expect(step.backButton).toBeFocused();

  // After a reload (the draft keeps the work), the first question again: Stay.
  await page.reload();
  await expect(step.note('profile.tagline')).toHaveValue('The tagline is not the agency’s own.');
  await step.goBackArrow.click();
  await unsaved.stay();
  await expect(unsaved.root).toBeHidden();
  await expect(step.goBackArrow).toBeFocused();
  // And a later question of the same page, by Esc.
  await step.goBackArrow.press('Enter');
  await expect(unsaved.root).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(unsaved.root).toBeHidden();
  await expect(step.goBackArrow).toBeFocused();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
});

test('browser Back with changes asks the same question: Stay keeps the work, Leave goes back', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  // An in-app visit from the queue, so browser Back stays inside the console.
  const queue = new QueuePage(page);
  await queue.open();
  await queue.viewReview(IN_PROGRESS.name);
  await step.waitFor('profile');
  await step.markInvalid('profile.tagline', 'The tagline is not the agency’s own.');

  await page.evaluate(() => window.history.back());
  await unsaved.stay();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await expect(step.note('profile.tagline')).toHaveValue('The tagline is not the agency’s own.');

  await page.evaluate(() => window.history.back());
  await unsaved.leave();
  await expect(page).toHaveURL(paths.agencies.getHref());
});

test('Next after a successful submit leaves without asking', async ({ page }) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.tagline', 'The tagline is not the agency’s own.');
  await step.next();
  await step.waitFor('services');
  await expect(unsaved.anyDialog).toHaveCount(0);
});

test('Back without changes leaves at once; closing or reloading with changes is guarded', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  const unsaved = new UnsavedChangesDialog(page);
  // What the browser (and, on the desktop, main's will-prevent-unload) sees when the page unloads.
  const unloadPrevented = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  await step.open(IN_PROGRESS, 'services');
  expect(await unloadPrevented()).toBe(false);
  await step.back();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await step.waitFor('profile');
  await expect(unsaved.anyDialog).toHaveCount(0);

  await step.markInvalid('profile.name', 'A placeholder name.');
  expect(await unloadPrevented()).toBe(true);
});

test('while Next is being sent the step is read-only: a click, a key or typing changes nothing', async ({
  page,
  demo,
}) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.statusInput('profile.bio', 'invalid').check();
  await step.noteBox('profile.bio').fill('The bio is copied from another agency.');
  // The step's answer waits until the test has tried everything.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${proxiedApiPath('validateFields', IN_PROGRESS)}`, async (route) => {
    await held;
    await route.continue();
  });
  await step.next();
  await expect(page.getByRole('button', { name: 'loading...' })).toBeDisabled();

  await step.noteBox('profile.bio').press('End');
  await page.keyboard.type(' Typed during the send.');
  await step.statusInput('profile.tagline', 'invalid').click({ force: true });
  await step.fieldControl('profile.name').focus();
  for (const key of ['i', 'v', 't']) await page.keyboard.press(key);
  await step.statusInput('profile.bio', 'invalid').press('ArrowUp');
  // Forced: Playwright waits for an aria-disabled button to be enabled; a reviewer's click is not held.
  await step.removeTagButton('Spam').click({ force: true });
  await expect(step.noteBox('profile.bio')).toHaveValue('The bio is copied from another agency.');
  await expect(step.statusInput('profile.bio', 'invalid')).toBeChecked();
  await expect(step.statusInput('profile.tagline', 'valid')).toBeChecked();
  await expect(step.statusInput('profile.name', 'valid')).toBeChecked();
  await expect(step.tagInput).not.toBeFocused();
  expect(await step.selectedTags()).toEqual(PROFILE_TAGS);
  await expect(step.field('profile.bio').getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  await expect(step.removeTagButton('Spam')).toHaveAttribute('aria-disabled', 'true');

  release();
  await step.waitFor('services');
  const [post] = await demo.requests({ method: 'POST', path: VALIDATE });
  const body = post.body as { fields: { fieldPath: string; validationStatus: string; note: string }[] };
  expect(body.fields.filter((field) => field.validationStatus === 'invalid')).toEqual([
    { fieldPath: 'profile.bio', validationStatus: 'invalid', note: 'The bio is copied from another agency.' },
  ]);
});

test('a failed submit keeps what was typed and says so in a toast', async ({ page, demo }) => {
  const step = new ReviewStepPage(page);
  await step.open(IN_PROGRESS, 'profile');
  await step.markInvalid('profile.bio', 'The bio is copied from another agency.');
  await demo.setFaults({ errorRate: 1, paths: 'validate-multiple-fields' });
  await step.next();

  await expect(page.getByText('The validation could not be saved. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(stepUrl(IN_PROGRESS, 'profile'));
  await expect(step.note('profile.bio')).toHaveValue('The bio is copied from another agency.');
  await expect(step.nextButton).toBeEnabled();
});

test('a step whose agency details failed offers nothing to judge: the error, Retry, Next disabled', async ({
  page,
}) => {
  const step = new ReviewStepPage(page);
  const details = `**${proxiedApiPath('agencyDetails', IN_PROGRESS)}`;
  await page.route(details, (route) => route.fulfill({ status: 404, json: { message: 'Agency not found' } }));
  await page.goto(stepUrl(IN_PROGRESS, 'profile'));
  const alert = step.loadError;
  await expect(alert).toContainText('The agency details could not be loaded.');
  await expect(step.nextButton).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Valid', exact: true })).toHaveCount(0);
  await expect(page.getByText('No value')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('step-details-failed-en.png') });

  await page.unroute(details);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(step.form('profile')).toBeVisible();
  await expect(step.radio('profile.name', 'Valid')).toBeChecked();

  await page.route(details, (route) => route.fulfill({ status: 404, json: { message: 'Agency not found' } }));
  await page.evaluate(() => window.localStorage.setItem('rc.language', 'ar'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'التالي' })).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('step-details-failed-ar.png') });
});
