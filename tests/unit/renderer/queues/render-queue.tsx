// Renders the queue screens in the app's providers with a fake transport; the profile route shows
// where Start Review and View Review lead.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { ReviewList } from '@shared/api/review-list';
import type { ReviewListItem } from '@shared/api/schemas';
import { toReviewRow } from '@shared/domain/review-rows';
import { columnsOf } from '@shared/domain/row-columns';
import { AppProviders } from '@renderer/app/providers';
import { AgenciesPage } from '@renderer/features/queues/components/agencies-page';
import { RereviewRequestsPage } from '@renderer/features/queues/components/rereview-requests-page';
import { UpdatedProfilesPage } from '@renderer/features/queues/components/updated-profiles-page';
import { paths } from '@renderer/lib/paths';
import { createQueryClient } from '@renderer/lib/query-client';
import type { Transport } from '@renderer/lib/platform/platform';
import { fakePlatform } from '../fake-platform';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function item(n: number, status: string, day: number, name = `Agency ${n}`): ReviewListItem {
  return {
    _id: `review-${n}`,
    status,
    submittedAt: `2026-09-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    agencyId: {
      _id: `agency-${n}`,
      workEmail: `hello@agency-${n}.test`,
      profile: { name, logo: null, locations: [n % 2 ? 'Cairo' : 'الرياض'] },
    },
  };
}

/** A list answer as the client core reads it, with every row kept. */
export const listOf = (items: ReviewListItem[]): ReviewList => ({
  items: columnsOf(items.map(toReviewRow)),
  skipped: [],
});

/** On web mode's platform unless `platform` is given (the desktop's, say). */
export function renderQueues(path: string, transport: Transport, platform = fakePlatform({ transport })) {
  const router = createMemoryRouter(
    [
      { path: paths.agencies.path, element: <AgenciesPage /> },
      { path: paths.updatedProfiles.path, element: <UpdatedProfilesPage /> },
      { path: paths.rereviewRequests.path, element: <RereviewRequestsPage /> },
      { path: paths.reviewProfile.path, element: <WhereAmI /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
