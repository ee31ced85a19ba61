// A review step in jsdom against the demo API in process: nothing judgeable before the agency's values
// are there, the server's own words when it refuses a step, and no way out without the question.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@renderer/lib/paths';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { held, jsonAnswer } from './intercept';
import { signedIn, useIntegrationEnvironment } from './signed-in';

const review = newestSeededReview('agency', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);
const DETAILS = `/agency/${review.agencyId}`;
const DRAFT_KEY = `rc.draft.review/${review.reviewId}/profile`;

const next = () => screen.getByRole('button', { name: 'Next' });
const bio = () => {
  const item = document.querySelector('[data-field-path="profile.bio"]');
  if (!(item instanceof HTMLElement)) throw new Error('no profile.bio');
  return within(item);
};

/** The in-page question (found without role queries, which are slow over the whole step). */
const unsavedChanges = () =>
  waitFor(
    () => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!(dialog instanceof HTMLElement)) throw new Error('no dialog');
      expect(dialog).toHaveTextContent('Unsaved Changes');
      return within(dialog);
    },
    { timeout: 5_000 },
  );

async function markBioInvalid(note: string) {
  await waitFor(() => bio());
  fireEvent.click(bio().getByRole('radio', { name: 'Invalid' }));
  fireEvent.change(await bio().findByRole('textbox', { name: /^Note\b/ }), { target: { value: note } });
}

useIntegrationEnvironment();

describe('a review step whose agency details are not there', () => {
  it('shows a loading state and no field to judge while they load, with Next disabled', async () => {
    const details = held<void>();
    const { transport } = await signedIn(({ method, path }, passOn) =>
      method === 'GET' && path === DETAILS ? details.promise.then(passOn) : undefined,
    );
    renderRoute(profileStep, undefined, transport);
    expect(await screen.findByLabelText('Loading the fields to validate…')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.queryByRole('radio', { name: 'Valid' })).not.toBeInTheDocument();

    details.release();
    await waitFor(() => bio());
    expect(screen.getAllByRole('radio', { name: 'Valid' }).length).toBeGreaterThan(0);
  });

  it('says they failed, with Retry that asks for them again, and offers nothing to submit', async () => {
    let fail = true;
    const { demo, transport } = await signedIn(({ method, path }) =>
      fail && method === 'GET' && path === DETAILS ? Promise.resolve(jsonAnswer(404, {})) : undefined,
    );
    renderRoute(profileStep, undefined, transport);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const alert = retry.closest('[role="alert"]');
    expect(alert).toHaveTextContent('This step could not be loaded, so nothing can be judged yet.');
    expect(alert).toHaveTextContent('The agency details could not be loaded.');
    expect(screen.queryByText('No value')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Valid' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();

    fail = false;
    const fieldRequests = demo.requests().filter((r) => r.path.endsWith('/fields')).length;
    fireEvent.click(retry);
    await waitFor(() => bio());
    // Only what failed was asked again.
    expect(demo.requests().filter((r) => r.path.endsWith('/fields'))).toHaveLength(fieldRequests);
  });
});

describe('a refused validation submit', () => {
  it.each([
    ['a string', 'Note must be between 10 and 500 characters', 'Note must be between 10 and 500 characters'],
    [
      'a list',
      ['Unknown field path: profile.x', 'At least one tag is required'],
      'Unknown field path: profile.x, At least one tag is required',
    ],
  ])('shows the server message of a 400 (%s)', async (_kind, message, shown) => {
    const { transport } = await signedIn(({ method, path }) =>
      method === 'POST' && path.endsWith('/validate-multiple-fields')
        ? Promise.resolve(jsonAnswer(400, { message }))
        : undefined,
    );
    const { router } = renderRoute(profileStep, undefined, transport);
    await waitFor(() => expect(next()).toBeEnabled());
    fireEvent.click(next());

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText('The validation could not be saved. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(profileStep);
  });
});

describe('leaving a step with changes', () => {
  it('asks on any navigation: Stay keeps the work, Leave goes and drops the draft', async () => {
    const { transport } = await signedIn();
    const { router } = renderRoute(profileStep, undefined, transport);
    await markBioInvalid('Copied from another agency.');

    void router.navigate(paths.updatedProfiles.getHref());
    fireEvent.click((await unsavedChanges()).getByText('Stay'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(profileStep);
    expect(bio().getByRole('textbox', { name: /^Note\b/ })).toHaveValue('Copied from another agency.');

    void router.navigate(paths.updatedProfiles.getHref());
    fireEvent.click((await unsavedChanges()).getByText('Leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.updatedProfiles.getHref()));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
  });

  it('never asks when the session ends: the work stays as a draft for after signing in', async () => {
    const { transport } = await signedIn();
    const { router } = renderRoute(profileStep, undefined, transport);
    await markBioInvalid('Copied from another agency.');
    void router.navigate(paths.login.getHref());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
    expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Copied from another agency.'));
  });

  it('does not ask after a successful submit', async () => {
    const { transport } = await signedIn();
    const { router } = renderRoute(profileStep, undefined, transport);
    await markBioInvalid('Copied from another agency.');
    await waitFor(() => expect(next()).toBeEnabled());
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.reviewServices.getHref(review.agencyId, review.reviewId),
      ),
    );
    expect(document.querySelector('[role="dialog"]')).not.toBeInTheDocument();
  });
});
