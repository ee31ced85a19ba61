// The report names each validation as the steps do ("Service 1 › Pricing"), keeps its path beside it,
// and links back to the field in its step, where that field is current on arrival.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import type { Transport } from '@renderer/lib/platform/platform';
import { paths } from '@renderer/lib/paths';
import { newestSeededReview } from '@demo-api/seed';
import { renderRoute } from '../unit/renderer/render-app';
import { signedIn, useIntegrationEnvironment } from './signed-in';

const review = newestSeededReview('agency', 'in progress');

async function validate(transport: Transport) {
  await transport.call(
    'validateFields',
    { agencyId: review.agencyId },
    {
      fields: [
        { fieldPath: 'profile.bio', validationStatus: 'valid', note: '' },
        { fieldPath: 'socialLinks.linkedin', validationStatus: 'valid', note: '' },
      ],
      tags: ['Local'],
    },
  );
  await transport.call(
    'validateFields',
    { agencyId: review.agencyId },
    {
      fields: [
        { fieldPath: 'services[0].pricing', validationStatus: 'invalid', note: 'The range is too wide.' },
      ],
      tags: ['Meta Ads'],
    },
  );
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: /Field validations|التحقق/ });
  return within(table).getAllByRole('row').slice(1);
};

useIntegrationEnvironment();

describe('the report’s validations', () => {
  it('show the readable name as a link to the field in its step, and the raw path beside it', async () => {
    const { transport } = await signedIn();
    await validate(transport);
    const { router } = renderRoute(
      paths.reviewReport.getHref(review.agencyId, review.reviewId, 'updated'),
      undefined,
      transport,
    );
    const byPath = new Map(
      (await rows()).map((row) => [row.querySelector('code')?.textContent, within(row)] as const),
    );
    expect([...byPath.keys()]).toEqual(['profile.bio', 'socialLinks.linkedin', 'services[0].pricing']);
    expect(
      byPath.get('services[0].pricing')!.getByRole('link', { name: 'Service 1 › Pricing' }),
    ).toBeInTheDocument();
    expect(
      byPath.get('socialLinks.linkedin')!.getByRole('link', { name: 'Social Links › LinkedIn' }),
    ).toBeInTheDocument();
    const code = byPath.get('services[0].pricing')!.getByText('services[0].pricing');
    expect(code.tagName).toBe('CODE');
    expect(code).toHaveAttribute('dir', 'ltr');

    const bio = byPath.get('profile.bio')!.getByRole('link', { name: 'Profile › Bio' });
    expect(bio).toHaveAttribute(
      'href',
      `${paths.reviewProfile.getHref(review.agencyId, review.reviewId)}?source=updated&field=profile.bio`,
    );
    const pricing = byPath.get('services[0].pricing')!.getByRole('link', { name: 'Service 1 › Pricing' });
    fireEvent.click(pricing);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        paths.reviewServices.getHref(review.agencyId, review.reviewId),
      ),
    );
    expect(router.state.location.search).toBe('?source=updated&field=services%5B0%5D.pricing');
    // The step opens with that field current (an updated profile's step shows every field).
    await waitFor(
      () =>
        expect(
          document.querySelector('[data-field-path="services[0].pricing"] [data-current-field-mark]'),
        ).toBeInTheDocument(),
      { timeout: 10_000 },
    );
  });

  it('are named in Arabic as the Arabic steps name them', async () => {
    const { transport } = await signedIn();
    await validate(transport);
    await act(() => initI18n('ar'));
    renderRoute(paths.reviewReport.getHref(review.agencyId, review.reviewId), undefined, transport);
    const last = within((await rows()).at(-1)!);
    expect(last.getByRole('link').textContent).toBe('الخدمة 1 › التسعير');
    expect(last.getByText('services[0].pricing')).toHaveAttribute('dir', 'ltr');
  });
});
