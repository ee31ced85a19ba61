// Re-reviews in jsdom against the demo API in process: an accepted step keeps the values it judged on
// this computer (and a failure to keep them never stops the step); an updated profile's changed field
// shows the value kept from an earlier review beside the current one, or says none was kept; the
// report names the fields that changed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '@renderer/lib/platform/platform';
import { paths } from '@renderer/lib/paths';
import { LOCAL_DATA_STORAGE_PREFIX } from '@renderer/lib/local-data/local-data';
import { stepOfField } from '@renderer/features/review/lib/field-links';
import { DEMO_REVIEWER } from '@demo-api/credentials';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';
import { fieldElement, fieldItem } from './step-fields';

const SEEN_KEY = `${LOCAL_DATA_STORAGE_PREFIX}seen-values.${DEMO_REVIEWER.email.toLowerCase()}`;
const review = newestSeededReview('agency', 'in progress');
const updated = newestSeededReview('updated', 'in progress');

useIntegrationEnvironment();

const storedSeenValues = () =>
  JSON.parse(localStorage.getItem(SEEN_KEY) ?? 'null') as {
    agencies: Record<string, { fields: Record<string, { value?: unknown; reviewId: string }> }>;
  } | null;

async function submitProfileStep(transport: Transport) {
  const { router } = renderRoute(
    paths.reviewProfile.getHref(review.agencyId, review.reviewId),
    undefined,
    transport,
  );
  await waitFor(() => fieldItem('profile.bio'));
  const next = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  fireEvent.click(next);
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      paths.reviewServices.getHref(review.agencyId, review.reviewId),
    ),
  );
}

describe('an accepted step', () => {
  it('keeps the value of every field it judged on this computer, as the API gave it', async () => {
    const { transport } = await signedIn();
    const agency = (await transport.call('agencyDetails', { agencyId: review.agencyId })) as {
      profile: { bio: string; language: string[] };
    };
    await submitProfileStep(transport);
    await waitFor(() => expect(storedSeenValues()?.agencies[review.agencyId]).toBeDefined());
    const fields = storedSeenValues()!.agencies[review.agencyId].fields;
    expect(fields['profile.bio']).toMatchObject({ value: agency.profile.bio, reviewId: review.reviewId });
    expect(fields['profile.language'].value).toEqual(agency.profile.language);
    // Only this step's fields: the services step has not been judged yet.
    expect(Object.keys(fields).some((path) => path.startsWith('services'))).toBe(false);
  });

  it('goes on to the next step when they cannot be kept, and the failure is logged', async () => {
    const { transport } = await signedIn();
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === SEEN_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await submitProfileStep(transport);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Could not keep the judged values', expect.any(DOMException)),
    );
    expect(localStorage.getItem(SEEN_KEY)).toBeNull();
  });
});

/** The updated review's changed fields, by step. */
async function changedFields(transport: Transport) {
  const flags = (await transport.call('flaggedFields', { agencyId: updated.agencyId })) as {
    fieldPath: string;
    changed: boolean;
  }[];
  const changed = flags.filter((flag) => flag.changed).map((flag) => flag.fieldPath);
  return {
    profile: changed.filter((path) => stepOfField(path) === 'profile'),
    services: changed.filter((path) => stepOfField(path) === 'services'),
    unchanged: flags.find((flag) => !flag.changed && stepOfField(flag.fieldPath) === 'profile')!.fieldPath,
  };
}

function keepEarlierValue(path: string, value: unknown) {
  localStorage.setItem(
    SEEN_KEY,
    JSON.stringify({
      agencies: {
        [updated.agencyId]: {
          seenAt: '2026-09-20T08:00:00.000Z',
          fields: { [path]: { seenAt: '2026-09-20T08:00:00.000Z', reviewId: 'an-earlier-review', value } },
        },
      },
    }),
  );
}

describe('a re-review of an updated profile', () => {
  it('shows a changed field’s earlier value beside the current one, and nothing new on unchanged fields', async () => {
    const { transport } = await signedIn();
    const { profile, unchanged } = await changedFields(transport);
    keepEarlierValue(profile[0], 'An earlier value, seen before the update');
    renderRoute(
      paths.reviewProfile.getHref(updated.agencyId, updated.reviewId, 'updated'),
      undefined,
      transport,
    );

    const earlier = await waitFor(() => fieldItem(profile[0]).getByTestId('earlier-value'));
    expect(earlier).toHaveTextContent('Last seen on this computer, Sep 20, 2026');
    expect(earlier.querySelector('del')).toHaveTextContent(/^Removed: /);
    expect(within(fieldElement(profile[0])).getByTestId('field-value')).toHaveTextContent(/^Current value/);
    // An unchanged field is shown as before: collapsed, without comparison.
    expect(fieldElement(unchanged).querySelector('[data-testid="earlier-value"]')).toBeNull();
    expect(fieldElement(unchanged).querySelector('[data-testid="earlier-value-note"]')).toBeNull();
  });

  it('says so where this computer kept no earlier value', async () => {
    const { transport } = await signedIn();
    const { services } = await changedFields(transport);
    renderRoute(
      paths.reviewServices.getHref(updated.agencyId, updated.reviewId, 'updated'),
      undefined,
      transport,
    );
    const note = await waitFor(() => fieldItem(services[0]).getByTestId('earlier-value-note'));
    expect(note).toHaveTextContent('No earlier value on this computer');
  });

  it('is a first review’s step shown as before, without reading the kept values', async () => {
    const { transport } = await signedIn();
    keepEarlierValue('profile.bio', 'Kept');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderRoute(paths.reviewProfile.getHref(review.agencyId, review.reviewId), undefined, transport);
    await waitFor(() => fieldItem('profile.bio'));
    expect(
      document.querySelector('[data-testid="earlier-value"], [data-testid="earlier-value-note"]'),
    ).toBeNull();
    expect(getItem).not.toHaveBeenCalledWith(SEEN_KEY);
  });

  it('has a report that says how many fields changed and marks each of them', async () => {
    const { transport } = await signedIn();
    const { profile, services } = await changedFields(transport);
    const changed = [...profile, ...services];
    await transport.call(
      'validateFields',
      { agencyId: updated.agencyId },
      {
        fields: changed.map((fieldPath) => ({ fieldPath, validationStatus: 'valid', note: '' })),
        tags: ['Local'],
      },
    );
    renderRoute(
      paths.reviewReport.getHref(updated.agencyId, updated.reviewId, 'updated'),
      undefined,
      transport,
    );
    expect(await screen.findByTestId('changed-fields-summary')).toHaveTextContent(
      `${changed.length} fields changed since the last review`,
    );
    const table = await screen.findByRole('table', { name: 'Field validations' });
    const marked = within(table)
      .getAllByText('Changed since the last review')
      .map((marker) => marker.closest('tr')!.querySelector('code')!.textContent);
    expect(marked.sort()).toEqual([...changed].sort());
  });
});
