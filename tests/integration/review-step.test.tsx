// The review step's components in jsdom, against the demo API in process: the whole app's providers
// and routes, a real session, the real field definitions and payload rules.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@renderer/lib/paths';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldItem } from './step-fields';

const review = newestSeededReview('agency', 'in progress');
const profileStep = paths.reviewProfile.getHref(review.agencyId, review.reviewId);

useIntegrationEnvironment();

describe('a review step rendered against the demo API', () => {
  it('shows every field of the step with the agency value, valid by default', async () => {
    const { transport } = await signedIn();
    renderRoute(profileStep, undefined, transport);
    // The loading frame bears the same title, then gives way to the step's own heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Agency Profile' })).toBeInTheDocument(),
    );
    const name = await waitFor(() => fieldItem('profile.name'));
    expect(name.getByText(review.name)).toBeInTheDocument();
    expect(name.getByRole('radio', { name: 'Valid' })).toBeChecked();
  });

  it('posts what the reviewer chose, once, and moves on to the services step', async () => {
    const { demo, transport } = await signedIn();
    const { router } = renderRoute(profileStep, undefined, transport);
    const bio = await waitFor(() => fieldItem('profile.bio'));

    fireEvent.click(bio.getByRole('radio', { name: 'Invalid' }));
    const note = await bio.findByRole('textbox', { name: /^Note\b/ });
    fireEvent.change(note, { target: { value: '  The bio repeats the tagline.  ' } });
    fireEvent.blur(note);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    fireEvent.click(next);
    fireEvent.click(next);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.reviewServices.getHref(review.agencyId, review.reviewId),
      ),
    );
    const posts = demo.requests().filter((request) => request.path.endsWith('/validate-multiple-fields'));
    expect(posts).toHaveLength(1);
    const body = posts[0].body as { fields: { fieldPath: string; validationStatus: string; note: string }[] };
    expect(body.fields).toContainEqual({
      fieldPath: 'profile.bio',
      validationStatus: 'invalid',
      note: 'The bio repeats the tagline.',
    });
    expect(body.fields.filter((field) => field.validationStatus === 'invalid')).toHaveLength(1);
  });

  it('starts from the draft of an earlier visit', async () => {
    const { transport } = await signedIn();
    const first = renderRoute(profileStep, undefined, transport);
    const bio = await waitFor(() => fieldItem('profile.bio'));
    fireEvent.click(bio.getByRole('radio', { name: 'Invalid' }));
    fireEvent.change(await bio.findByRole('textbox', { name: /^Note\b/ }), {
      target: { value: 'Typed before leaving.' },
    });
    first.unmount(); // the draft is written when the form unmounts

    renderRoute(profileStep, undefined, transport);
    const again = await waitFor(() => fieldItem('profile.bio'));
    // The very first render of the form already shows the draft's note.
    expect(await again.findByRole('textbox', { name: /^Note\b/ })).toHaveValue('Typed before leaving.');
  });
});
