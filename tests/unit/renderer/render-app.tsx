// Test helper: routes render inside the app's real providers, with a fake platform.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@renderer/app/providers';
import { routes } from '@renderer/app/router';
import type { EndpointName } from '@shared/api/endpoints';
import { NO_ROWS } from '@shared/domain/row-columns';
import { createQueryClient } from '@renderer/lib/query-client';
import type { Transport } from '@renderer/lib/platform/platform';
import { fakePlatform } from './fake-platform';

// setup.ts installs them for every file; calling them again changes nothing.
export { installBrowserShims } from './browser-shims';

/** A signed-in backend with empty queues, enough for every screen to render its frame. */
export function signedInTransport(
  overrides: Partial<Record<EndpointName, () => Promise<unknown>>> = {},
): Transport {
  const answers: Partial<Record<EndpointName, unknown>> = {
    reviewerProfile: { firstName: 'Layla', lastName: 'Haddad', email: 'reviewer@demo.test' },
    dashboardStats: { agencyTab: 3, totalUpdatedProfiles: 1 },
    agencyReviews: { items: NO_ROWS, skipped: [] },
    updatedProfiles: { items: NO_ROWS, skipped: [] },
    validationFields: {
      profileFields: [],
      socialLinksFields: [],
      tagsFields: [],
      workFields: [],
      serviceFields: [],
    },
    agencyDetails: {},
    fieldValidations: [],
    flaggedFields: [],
    reviewDetails: {},
  };
  return {
    call: ((endpoint: EndpointName) =>
      overrides[endpoint]?.() ?? Promise.resolve(answers[endpoint] ?? {})) as unknown as Transport['call'],
    onAuthError: () => () => undefined,
  };
}

export function renderRoute(path: string, state?: unknown, transport: Transport = signedInTransport()) {
  const router = createMemoryRouter(routes, { initialEntries: [state ? { pathname: path, state } : path] });
  const view = render(
    <AppProviders platform={fakePlatform({ transport })} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
