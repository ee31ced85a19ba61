import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { initI18n } from '@renderer/lib/i18n';
import { installBrowserShims } from '../render-app';
import { fakeTransport } from '../fake-platform';
import { item, listOf, renderQueues } from './render-queue';

const agencies = [
  item(1, 'pending', 20, 'Nile Creative'),
  item(2, 'in-progress', 18, 'وكالة الصقر'),
  item(3, 'completed', 16),
  item(4, 'rejected', 14),
  item(5, 'archived', 12),
  ...Array.from({ length: 8 }, (_, i) => item(10 + i, 'completed', 1 + i)),
];

const rowNames = () =>
  screen.getAllByTestId('queue-row').map((row) => row.querySelector('td p')?.textContent);

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
  useQueueViewStore.getState().reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Agencies list', () => {
  it('shows the first 10 rows, newest first, with translated badges and dates', async () => {
    const transport = fakeTransport({ agencyReviews: async () => listOf(agencies) });
    renderQueues('/', transport);
    expect(await screen.findByText('Nile Creative')).toBeTruthy();
    expect(screen.getAllByTestId('queue-row')).toHaveLength(10);
    expect(rowNames().slice(0, 2)).toEqual(['Nile Creative', 'وكالة الصقر']);
    expect(screen.getByText('Sep 20, 2026')).toBeTruthy();
    for (const label of ['Pending', 'In progress', 'Completed', 'Rejected', 'archived']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('1–10 of 13')).toBeTruthy();
  });

  it('searches by the translated status and shows "No data found" when nothing matches', async () => {
    const transport = fakeTransport({ agencyReviews: async () => listOf(agencies) });
    renderQueues('/', transport);
    await screen.findByText('Nile Creative');
    const search = screen.getByPlaceholderText('Search...');
    fireEvent.change(search, { target: { value: '  REJECTED ' } });
    await waitFor(() => expect(rowNames()).toEqual(['Agency 4']));
    fireEvent.change(search, { target: { value: 'no such agency' } });
    expect(await screen.findByText('No data found')).toBeTruthy();
  });

  it('shows a new order in the click that chose it, never the old rows marked busy first', async () => {
    const transport = fakeTransport({ agencyReviews: async () => listOf(agencies) });
    renderQueues('/', transport);
    await screen.findByText('Nile Creative');
    const table = screen.getByRole('table');
    const states = new MutationObserver(() => {});
    states.observe(table, { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    fireEvent.click(screen.getByRole('button', { name: /Sort by Request Date/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Oldest First' }));
    // A deferred order first showed the old rows marked busy (aria-busy false, true, false again).
    const busy = states.takeRecords().map((record) => record.oldValue);
    states.disconnect();
    expect(busy).toEqual([]);
    expect(table.getAttribute('data-sort')).toBe('oldest');
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(rowNames()[0]).toBe('Agency 10');
  });

  it('keeps the search when the screen is left and opened again', async () => {
    const transport = fakeTransport({ agencyReviews: async () => listOf(agencies) });
    const first = renderQueues('/', transport);
    await screen.findByText('Nile Creative');
    fireEvent.change(screen.getByPlaceholderText('Search...'), { target: { value: 'الصقر' } });
    first.unmount();
    renderQueues('/', transport);
    expect(((await screen.findByPlaceholderText('Search...')) as HTMLInputElement).value).toBe('الصقر');
    await waitFor(() => expect(rowNames()).toEqual(['وكالة الصقر']));
  });

  it('starts a pending review, then opens its profile step', async () => {
    const transport = fakeTransport({
      agencyReviews: async () => listOf(agencies),
      startReview: async () => ({}),
    });
    const { router } = renderQueues('/', transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Review' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/agency/agency-1/review/review-1/profile'),
    );
    expect(transport.call).toHaveBeenCalledWith('startReview', { agencyId: 'agency-1' });
  });

  it('sends one start for a double click', async () => {
    // Never answers: a second click must not slip in while the first start is in flight.
    const transport = fakeTransport({
      agencyReviews: async () => listOf(agencies),
      startReview: () => new Promise(() => {}),
    });
    renderQueues('/', transport);
    const start = await screen.findByRole('button', { name: 'Start Review' });
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByRole('button', { name: 'Starting...' })).toBeTruthy();
    expect(transport.call.mock.calls.filter(([endpoint]) => endpoint === 'startReview')).toHaveLength(1);
  });

  it('logs a failed start, says so, and stays on the list', async () => {
    const failure = new Error('boom');
    const transport = fakeTransport({
      agencyReviews: async () => listOf(agencies),
      startReview: () => Promise.reject(failure),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderQueues('/', transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Start Review' }));
    expect(await screen.findByText('The review could not be started. Please try again.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to start the review', failure);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the other lists', () => {
  it('Updated Profiles links reviews with source=updated', async () => {
    const transport = fakeTransport({
      updatedProfiles: async () => listOf([item(7, 'completed', 3, 'Coral Labs')]),
    });
    renderQueues('/updated-profiles', transport);
    const link = await screen.findByRole('link', { name: 'View Review' });
    expect(link.getAttribute('href')).toBe('/agency/agency-7/review/review-7/profile?source=updated');
  });

  it('Rereview Requests shows its sample rows without any call', async () => {
    const transport = fakeTransport({});
    renderQueues('/rereview-requests', transport);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rereview Requests' })).toBeTruthy();
    expect(screen.getAllByTestId('queue-row')).toHaveLength(5);
    // Only whose remembered filter it is (in the app, the guard has read the profile already).
    expect(transport.call.mock.calls.filter(([endpoint]) => endpoint !== 'reviewerProfile')).toEqual([]);
  });

  it('shows Arabic headers and labels in Arabic', async () => {
    await initI18n('ar');
    const transport = fakeTransport({ agencyReviews: async () => listOf(agencies) });
    renderQueues('/', transport);
    expect(await screen.findByRole('columnheader', { name: 'تاريخ الطلب' })).toBeTruthy();
    expect((await screen.findAllByText('معلّق')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByPlaceholderText('بحث...'), { target: { value: 'مرفوض' } });
    await waitFor(() => expect(rowNames()).toEqual(['Agency 4']));
  });
});
