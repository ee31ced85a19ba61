// One part of a screen, rendered inside the app's real providers and a router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@renderer/app/providers';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';

export function renderInApp(node: ReactNode) {
  return render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <div data-testid="part">{node}</div>
      </MemoryRouter>
    </AppProviders>,
  ).container.querySelector<HTMLElement>('[data-testid="part"]')!;
}
