// A queue row shows the agency's logo when the API sends one, in the desktop app as in web mode: a
// path on the API loads from the page's own origin (main or web mode's proxy fetches it from the
// backend), an https URL as it is; without a logo, or when it does not load, the initial.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewListSchema } from '@shared/api/review-list';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { initI18n } from '@renderer/lib/i18n';
import { createDesktopPlatform } from '@renderer/lib/platform/desktop-platform';
import { fakePlatform, fakeTransport } from '../fake-platform';
import { installBrowserShims } from '../render-app';
import { item, renderQueues } from './render-queue';

/**
 * The bridge's parts the desktop platform subscribes to as it is made, and main's app information with
 * the image sources IT allows (null: any https host); every other verb refuses.
 */
function desktopPlatform(transport: ReturnType<typeof fakeTransport>, imageSources: string[] | null = null) {
  const unsubscribe = () => undefined;
  const refuse = vi.fn(async () => Promise.reject(new Error('not in this test')));
  const info = vi.fn(async () => ({ apiConfigured: true, imageSources }));
  const bridge = {
    onAuthError: () => unsubscribe,
    app: { onUpdateReady: () => unsubscribe, onShowKeyboardShortcuts: () => unsubscribe, info },
    language: { get: refuse, set: refuse },
    drafts: { load: refuse, save: refuse, clear: refuse, clearReview: refuse },
  } as unknown as ReviewConsoleBridge;
  return Object.assign({ ...createDesktopPlatform(bridge), transport }, { info });
}

function withLogo(n: number, name: string, logo: string | null) {
  const row = item(n, 'pending', 20 - n, name);
  return { ...row, agencyId: { ...row.agencyId, profile: { ...row.agencyId.profile!, logo } } };
}

const answer = () =>
  reviewListSchema.parse([
    withLogo(1, 'Nile Creative', '/uploads/logo.png'),
    withLogo(2, 'Cedar Studio', 'https://cdn.agency.test/cedar.png'),
    withLogo(3, 'Oasis Media', null),
  ]);

/** Each row's logo address, or its initial when it shows none. */
const shownAvatars = () =>
  screen.getAllByTestId('queue-row').map((row) => {
    const img = row.querySelector('img');
    return img ? img.getAttribute('src') : within(row).getByText(/^[A-Z]$/).textContent;
  });

async function avatars() {
  await screen.findByText('Oasis Media');
  return shownAvatars();
}

/** Once main's app information has arrived (the configuration gate asks for it before any screen). */
async function avatarsBecome(expected: (string | null)[]) {
  await screen.findByText('Oasis Media');
  await waitFor(() => expect(shownAvatars()).toEqual(expected));
}

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
  useQueueViewStore.getState().reset();
});

describe("an agency's logo in the queue", () => {
  it('in the desktop app: a path from app://console/backend-images/, which main serves', async () => {
    const transport = fakeTransport({ agencyReviews: async () => answer() });
    renderQueues('/', transport, desktopPlatform(transport));
    await avatarsBecome(['/backend-images/uploads/logo.png', 'https://cdn.agency.test/cedar.png', 'O']);
  });

  it('in the desktop app where IT allows only the backend: no logo from another host, its initial instead', async () => {
    const transport = fakeTransport({ agencyReviews: async () => answer() });
    const platform = desktopPlatform(transport, ['https://api.agency.test']);
    renderQueues('/', transport, platform);
    await avatarsBecome(['/backend-images/uploads/logo.png', 'C', 'O']);
    // Main has answered, and its answer keeps the other host's logo out.
    await waitFor(() => expect(platform.info).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shownAvatars()).toEqual(['/backend-images/uploads/logo.png', 'C', 'O']);
  });

  it('in web mode: a path through the same-origin /api proxy', async () => {
    const transport = fakeTransport({ agencyReviews: async () => answer() });
    renderQueues('/', transport, fakePlatform({ transport }));
    expect(await avatars()).toEqual(['/api/uploads/logo.png', 'https://cdn.agency.test/cedar.png', 'O']);
  });

  it('the initial when the logo does not load (no backend, offline, not an image)', async () => {
    const transport = fakeTransport({ agencyReviews: async () => answer() });
    renderQueues('/', transport, desktopPlatform(transport));
    await avatarsBecome(['/backend-images/uploads/logo.png', 'https://cdn.agency.test/cedar.png', 'O']);
    fireEvent.error(screen.getAllByTestId('queue-row')[0].querySelector('img')!);
    expect((await avatars())[0]).toBe('N');
  });
});
