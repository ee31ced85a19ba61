// The report in jsdom against the demo API in process: what it refuses to send, and a conclusion
// that is sent once and never offered again once the backend has it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transport } from '@renderer/lib/platform/platform';
import { paths } from '@renderer/lib/paths';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { held, jsonAnswer, type Intercept } from './intercept';
import { signedIn, useIntegrationEnvironment } from './signed-in';

const review = newestSeededReview('agency', 'in progress');
const report = paths.reviewReport.getHref(review.agencyId, review.reviewId);
const CONCLUSION = /^\/review-conclusion\//;

async function signedInWithConclusions(intercept?: Intercept) {
  const { demo, transport } = await signedIn(intercept);
  const conclusions = () => demo.requests().filter((r) => r.method === 'POST' && CONCLUSION.test(r.path));
  return { demo, transport, conclusions };
}

async function validateOneField(transport: Transport) {
  const fields = await transport.call('validationFields', { agencyId: review.agencyId });
  const fieldPath = fields.profileFields[0].path;
  await transport.call(
    'validateFields',
    { agencyId: review.agencyId },
    { fields: [{ fieldPath, validationStatus: 'valid', note: '' }], tags: ['Local'] },
  );
}

const conclusionBox = () => screen.findByRole('textbox', { name: 'Anonymous Conclusion' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

async function write(text: string) {
  fireEvent.change(await conclusionBox(), { target: { value: text } });
}

useIntegrationEnvironment();

describe('the report', () => {
  it('refuses a review with no field validations yet, says why and links to both steps', async () => {
    const { transport, conclusions } = await signedInWithConclusions();
    renderRoute(report, undefined, transport);
    await write('Looks complete to me.');

    expect(await screen.findByText('Nothing has been validated yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agency Profile step' })).toHaveAttribute(
      'href',
      paths.reviewProfile.getHref(review.agencyId, review.reviewId),
    );
    expect(screen.getByRole('link', { name: 'Agency Services step' })).toHaveAttribute(
      'href',
      paths.reviewServices.getHref(review.agencyId, review.reviewId),
    );
    expect(submitButton()).toBeDisabled();
    fireEvent.keyDown(await conclusionBox(), { key: 'Enter', code: 'Enter', ctrlKey: true });
    fireEvent.submit(submitButton().closest('form')!);
    expect(conclusions()).toHaveLength(0);
  });

  it('says the review details failed, with Retry, and keeps Submit disabled until they load', async () => {
    let detailsFail = true;
    const { transport } = await signedInWithConclusions(({ method, path }) =>
      detailsFail && method === 'GET' && path.endsWith('/review')
        ? Promise.resolve(jsonAnswer(404, {}))
        : undefined,
    );
    await validateOneField(transport);
    renderRoute(report, undefined, transport);
    await write('A conclusion.');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Could not load the review details');
    expect(submitButton()).toBeDisabled();

    detailsFail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('treats a 2xx with an unreadable body as accepted, and the report then says it was submitted', async () => {
    const { transport, conclusions } = await signedInWithConclusions(({ method, path }, passOn) =>
      method === 'POST' && CONCLUSION.test(path)
        ? passOn().then(() => new Response('{"message": "Review concl', { status: 200 }))
        : undefined,
    );
    await validateOneField(transport);
    const { router } = renderRoute(report, undefined, transport);
    await write('Accepted after a full review.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Review conclusion submitted successfully')).toBeInTheDocument();
    // Browser Back: the report shows the review concluded, with nothing to send again. (Looked up
    // again until it holds: the review's refetch may draw the same text anew as it lands.)
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('The conclusion has been submitted')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Anonymous Conclusion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(conclusions()).toHaveLength(1);
  });

  it('shows a concluded review as submitted when opened from a bookmark', async () => {
    const { transport } = await signedInWithConclusions();
    await validateOneField(transport);
    await transport.call(
      'submitConclusion',
      { reviewId: review.reviewId },
      { action: 'rejected', conclusion: 'No.' },
    );
    renderRoute(report, undefined, transport);
    expect(
      await screen.findByText(/the agency was rejected\. A conclusion cannot be sent again\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Anonymous Conclusion' })).not.toBeInTheDocument();
  });

  it('sends nothing from a second tab once the first one concluded the review, and says so', async () => {
    const { transport, conclusions } = await signedInWithConclusions();
    await validateOneField(transport);
    const first = renderRoute(report, undefined, transport);
    await write('Written in the tab left open.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // Meanwhile another tab concluded it.
    await transport.call(
      'submitConclusion',
      { reviewId: review.reviewId },
      { action: 'accepted', conclusion: 'Yes.' },
    );
    fireEvent.click(submitButton());

    expect(await screen.findByText(/concluded meanwhile, in another tab or window/)).toBeInTheDocument();
    expect(await screen.findByText('The conclusion has been submitted')).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe(report);
    expect(conclusions()).toHaveLength(1);
  });

  it('says the server refusing a concluded review in its own words, then shows it concluded', async () => {
    let concludedElsewhere = false;
    // A stale check: the details still say in progress until the refused submit.
    const { transport, conclusions } = await signedInWithConclusions(({ method, path }, passOn) => {
      if (method === 'POST' && CONCLUSION.test(path))
        return passOn().finally(() => (concludedElsewhere = false));
      if (concludedElsewhere && method === 'GET' && path.endsWith('/review'))
        return Promise.resolve(jsonAnswer(200, { _id: review.reviewId, status: 'in progress' }));
      return undefined;
    });
    await validateOneField(transport);
    renderRoute(report, undefined, transport);
    await write('Written in the tab left open.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await transport.call(
      'submitConclusion',
      { reviewId: review.reviewId },
      { action: 'accepted', conclusion: 'Yes.' },
    );
    concludedElsewhere = true;
    fireEvent.click(submitButton());

    expect(await screen.findByText('Only a review in progress can be concluded')).toBeInTheDocument();
    expect(await screen.findByText('The conclusion has been submitted')).toBeInTheDocument();
    expect(conclusions()).toHaveLength(2);
  });

  it('sends one request for two submits in the same task, before the screen can update', async () => {
    const answer = held<void>();
    let posted = 0;
    const { transport, conclusions } = await signedInWithConclusions(({ method, path }, passOn) => {
      if (method !== 'POST' || !CONCLUSION.test(path)) return undefined;
      posted++;
      return answer.promise.then(passOn);
    });
    await validateOneField(transport);
    const { router } = renderRoute(report, undefined, transport);
    await write('Clicked impatiently.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    // A double click and Enter twice, all before React renders the button busy.
    act(() => {
      submitButton().click();
      submitButton().click();
      submitButton().form!.requestSubmit();
      submitButton().form!.requestSubmit();
    });

    await waitFor(() => expect(posted).toBe(1));
    // A second submit would share the first one's check of the review details and post in the same
    // task: that task has ended now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    answer.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posted).toBe(1);
    expect(conclusions()).toHaveLength(1);
  });

  it('keeps the text and the agency state read-only while the submit runs', async () => {
    const answer = held<void>();
    const { transport } = await signedInWithConclusions(({ method, path }, passOn) =>
      method === 'POST' && CONCLUSION.test(path) ? answer.promise.then(passOn) : undefined,
    );
    await validateOneField(transport);
    const { router } = renderRoute(report, undefined, transport);
    await write('Sent while the server is slow.');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());

    const box = await conclusionBox();
    await waitFor(() => expect(box).toHaveAttribute('readonly'));
    fireEvent.click(screen.getByText('Rejected'));
    expect(screen.getByRole('radio', { name: 'Accepted' })).toBeChecked();

    answer.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
