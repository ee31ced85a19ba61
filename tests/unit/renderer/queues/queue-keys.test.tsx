// The queues by keyboard: / to search, J and K through the rows, Enter for the selected row's action,
// ? for the sheet of keys, and the switch that turns single-key shortcuts off.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { routes } from '@renderer/app/router';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { useRowSelectionStore } from '@renderer/features/queues/stores/row-selection-store';
import { initI18n } from '@renderer/lib/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { fakePlatform } from '../fake-platform';
import { installBrowserShims, signedInTransport } from '../render-app';
import { item, listOf } from './render-queue';

// Newest first: Nile (pending), Falcon (in progress), then 11 completed rows over two pages.
const agencies = [
  item(1, 'pending', 28, 'Nile Creative'),
  item(2, 'in-progress', 27, 'Falcon Studio'),
  ...Array.from({ length: 11 }, (_, i) => item(10 + i, 'completed', 20 - i)),
];

function renderAgencies() {
  const startReview = vi.fn(async () => ({}));
  const transport = signedInTransport({ agencyReviews: async () => listOf(agencies), startReview });
  let showShortcuts = () => {};
  const platform = fakePlatform({
    transport,
    onShowKeyboardShortcuts: (listener) => {
      showShortcuts = listener;
      return () => undefined;
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <AppProviders platform={platform} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, startReview, helpMenu: () => act(() => showShortcuts()) };
}

/** A key as the keyboard sends it, to whatever has focus. */
const press = (code: string, key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key, ...init });

const selectedName = () => {
  const row = screen
    .getAllByTestId('queue-row')
    .find((each) => each.getAttribute('aria-selected') === 'true');
  return row?.querySelector('td p')?.textContent;
};

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
  useQueueViewStore.getState().reset();
  useRowSelectionStore.setState({ selected: {} });
  useShortcutSettings.setState({ lettersEnabled: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Agencies queue by keyboard', () => {
  it('/ goes to the search box, and Esc leaves it with the search kept', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    const search = screen.getByRole('searchbox');
    expect(press('Slash', '/')).toBe(false);
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'studio' } });
    press('Escape', 'Escape');
    expect(document.activeElement).not.toBe(search);
    expect((search as HTMLInputElement).value).toBe('studio');
    press('KeyJ', 'j');
    await waitFor(() => expect(selectedName()).toBe('Falcon Studio'));
  });

  it('J and K move the selected row, by the physical key under an Arabic layout too', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    expect(selectedName()).toBeUndefined();
    press('KeyJ', 'j');
    expect(selectedName()).toBe('Nile Creative');
    press('KeyJ', 'ت');
    expect(selectedName()).toBe('Falcon Studio');
    press('KeyK', 'ن');
    expect(selectedName()).toBe('Nile Creative');
    expect(
      screen.getAllByTestId('queue-row').filter((row) => row.hasAttribute('aria-selected')),
    ).toHaveLength(1);
  });

  it('J past the last row turns to the next page, K before the first turns back', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    for (let i = 0; i < 11; i++) press('KeyJ', 'j');
    await waitFor(() => expect(screen.getByText('11–13 of 13')).toBeTruthy());
    await waitFor(() => expect(selectedName()).toBe('Agency 18'));
    press('KeyK', 'k');
    await waitFor(() => expect(screen.getByText('1–10 of 13')).toBeTruthy());
    await waitFor(() => expect(selectedName()).toBe('Agency 17'));
  });

  it('a search that hides the selected row clears the selection', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    press('KeyJ', 'j');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'falcon' } });
    await waitFor(() => expect(screen.getAllByTestId('queue-row')).toHaveLength(1));
    expect(selectedName()).toBeUndefined();
  });

  it('Enter starts the selected pending review once, with the same call as Start Review', async () => {
    const { router, startReview } = renderAgencies();
    await screen.findByText('Nile Creative');
    press('KeyJ', 'j');
    press('Enter', 'Enter');
    press('Enter', 'Enter', { repeat: true });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/agency/agency-1/review/review-1/profile'),
    );
    expect(startReview).toHaveBeenCalledOnce();
  });

  it('Enter opens the selected in-progress review without starting it', async () => {
    const { router, startReview } = renderAgencies();
    await screen.findByText('Nile Creative');
    press('KeyJ', 'j');
    press('KeyJ', 'j');
    press('Enter', 'Enter');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/agency/agency-2/review/review-2/profile'),
    );
    expect(startReview).not.toHaveBeenCalled();
  });

  it('Enter without a selected row does nothing', async () => {
    const { router, startReview } = renderAgencies();
    await screen.findByText('Nile Creative');
    expect(press('Enter', 'Enter')).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    expect(startReview).not.toHaveBeenCalled();
  });
});

describe('the keyboard shortcuts sheet', () => {
  it('opens with ?, lists the queue keys and the global ones, and closes with Esc', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    const sortButton = screen.getByRole('button', { name: /Sort by Request Date/ });
    act(() => sortButton.focus());
    press('Slash', '?', { shiftKey: true });
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const thisScreen = within(sheet).getByRole('table', { name: 'On this screen' });
    for (const action of [
      'Go to the search box',
      'Select the next row (on the last row: the next page)',
      'Select the previous row (on the first row: the previous page)',
      'Start or view the review of the selected row',
    ]) {
      expect(within(thisScreen).getByText(action)).toBeTruthy();
    }
    const next = within(thisScreen)
      .getByText(/Select the next row/)
      .closest('tr')!;
    expect(within(next).getByText('J')).toBeTruthy();
    const everywhere = within(sheet).getByRole('table', { name: 'Everywhere' });
    expect(within(everywhere).getByText('?')).toBeTruthy();

    fireEvent.keyDown(sheet, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(sortButton));
  });

  it('is in Arabic with the Arabic letters of the keys', async () => {
    await initI18n('ar');
    renderAgencies();
    await screen.findByRole('heading', { level: 1, name: 'الوكالات' });
    press('Slash', '؟', { shiftKey: true });
    const sheet = await screen.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    expect(within(sheet).getByText('الانتقال إلى مربع البحث')).toBeTruthy();
    expect(within(sheet).getByText('(ت)')).toBeTruthy();
  });

  it('opens from the desktop app’s Help menu', async () => {
    const { helpMenu } = renderAgencies();
    await screen.findByText('Nile Creative');
    helpMenu();
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });
});

describe('the switch in Settings', () => {
  it('turns single-key shortcuts off and on again, and the sheet says so', async () => {
    renderAgencies();
    await screen.findByText('Nile Creative');
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = await screen.findByRole('switch', { name: /^Keyboard shortcuts/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(useShortcutSettings.getState().lettersEnabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Show keyboard shortcuts/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText(/Single-key shortcuts are turned off/)).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());

    document.body.focus();
    press('KeyJ', 'j');
    press('Slash', '/');
    expect(selectedName()).toBeUndefined();
    expect(document.activeElement).not.toBe(screen.getByRole('searchbox'));
    expect(JSON.parse(localStorage.getItem('rc.shortcuts') ?? '{}').state).toEqual({ lettersEnabled: false });

    act(() => useShortcutSettings.getState().setLettersEnabled(true));
    press('KeyJ', 'j');
    expect(selectedName()).toBe('Nile Creative');
  });
});
