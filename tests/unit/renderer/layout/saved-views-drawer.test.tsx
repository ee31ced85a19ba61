// The narrow window's drawer lists the saved views as the sidebar does; a view chosen there shows at
// once, and Esc in a view's dialog closes the dialog, not the drawer under it too.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import type { QueueViews } from '@renderer/lib/queue-views/saved-views';
import { installBrowserShims, renderRoute, signedInTransport } from '../render-app';

const views: QueueViews = {
  status: {},
  saved: [
    { id: 'v1', queue: 'updatedProfiles', name: 'Waiting', search: '', sort: 'oldest', status: 'pending' },
  ],
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('rc.local.queue-views.reviewer@demo.test', JSON.stringify(views));
  useQueueViewStore.getState().reset();
  // Every width query matches: a narrow window.
  const wide = window.matchMedia;
  vi.stubGlobal('matchMedia', (media: string) =>
    Object.assign(wide(media), { matches: media.includes('width <') }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  installBrowserShims();
});

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return within(await screen.findByRole('dialog'));
}

describe('saved views in the narrow window', () => {
  it('are listed in the drawer; choosing one closes it and shows the view', async () => {
    const { router } = renderRoute('/', undefined, signedInTransport());
    const drawer = await openDrawer();
    const list = drawer.getByRole('list', { name: 'Saved views of Updated Profiles' });
    fireEvent.click(within(list).getByRole('link', { name: 'Waiting' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/updated-profiles?view=v1'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: 'Pending only' })).toBeChecked();
  });

  it('keep the drawer open when Esc closes a view’s dialog', async () => {
    renderRoute('/', undefined, signedInTransport());
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('button', { name: 'Options for the view \u2068Waiting\u2069' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: /Name/ }), { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rename view' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Saved views of Updated Profiles' })).toBeVisible();
  });
});
