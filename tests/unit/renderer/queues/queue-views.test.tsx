// The queue's toolbar and the sidebar together (the app's own routes): Pending only, saved views.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewListItem } from '@shared/api/schemas';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import {
  MAX_VIEWS_PER_QUEUE,
  readQueueViews,
  type QueueViews,
  type SavedView,
} from '@renderer/lib/queue-views/saved-views';
import { useSidebarStore } from '@renderer/features/layout/stores/sidebar-store';
import { renderRoute, signedInTransport } from '../render-app';
import { item, listOf } from './render-queue';

const OWNER = 'reviewer@demo.test';
const DOCUMENT = `rc.local.queue-views.${OWNER}`;

// 14 reviews: 5 pending (two of them in Cairo with "Nile" in the name), the rest not.
const agencies: ReviewListItem[] = [
  item(1, 'pending', 20, 'Nile Creative'),
  item(2, 'in-progress', 19, 'Nile Works'),
  item(3, 'pending', 18, 'Delta Studio'),
  item(4, 'completed', 17),
  item(5, 'pending', 16, 'Nile Labs'),
  item(6, 'pending', 15, 'Oasis'),
  item(7, 'pending', 14, 'Harbor'),
  ...Array.from({ length: 7 }, (_, i) => item(10 + i, 'completed', 1 + i)),
];

const transport = (email = OWNER) =>
  signedInTransport({
    reviewerProfile: async () => ({ firstName: 'Layla', lastName: 'Haddad', email }),
    agencyReviews: async () => listOf(agencies),
  });

const rowNames = () =>
  screen.queryAllByTestId('queue-row').map((row) => row.querySelector('td p')?.textContent);
const stored = (): QueueViews => readQueueViews(JSON.parse(localStorage.getItem(DOCUMENT) ?? 'null'));
const store = (views: QueueViews) => localStorage.setItem(DOCUMENT, JSON.stringify(views));
const view = (overrides: Partial<SavedView>): SavedView => ({
  id: 'view-1',
  queue: 'agencies',
  name: 'Nile pending',
  search: 'nile',
  sort: 'oldest',
  status: 'pending',
  ...overrides,
});

async function openQueue(path = '/', email = OWNER) {
  const rendered = renderRoute(path, undefined, transport(email));
  await screen.findAllByTestId('queue-row');
  return rendered;
}

const sidebar = () => within(screen.getByTestId('sidebar'));
const pendingOnly = () => screen.getByRole('radio', { name: 'Pending only' });

beforeEach(() => {
  localStorage.clear();
  useQueueViewStore.getState().reset();
  useSidebarStore.setState({ collapsed: false });
});

describe('Pending only', () => {
  it('is a named pair of radio buttons beside the search, All checked at first', async () => {
    await openQueue();
    const group = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Pending only' })).not.toBeChecked();
    expect(within(screen.getByTestId('queue-toolbar')).getByRole('searchbox')).toBeInTheDocument();
  });

  it('shows only the pending reviews, with the search, the count and the pages following it', async () => {
    await openQueue();
    expect(screen.getByText('1–10 of 14')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('11–14 of 14')).toBeInTheDocument();
    fireEvent.click(pendingOnly());
    // Back to the first page, every row pending.
    await waitFor(() => expect(screen.getByText('1–5 of 5')).toBeInTheDocument());
    expect(rowNames()).toEqual(['Nile Creative', 'Delta Studio', 'Nile Labs', 'Oasis', 'Harbor']);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nile' } });
    await waitFor(() => expect(rowNames()).toEqual(['Nile Creative', 'Nile Labs']));
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('data-status-filter', 'pending');
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(rowNames()).toEqual(['Nile Creative', 'Nile Works', 'Nile Labs']));
  });

  it('is remembered for the reviewer across restarts, and only for them', async () => {
    const first = await openQueue();
    fireEvent.click(pendingOnly());
    await waitFor(() => expect(stored().status).toEqual({ agencies: 'pending' }));
    first.unmount();

    // A new start: a new cache, the same machine.
    useQueueViewStore.getState().reset();
    const again = await openQueue();
    expect(pendingOnly()).toBeChecked();
    expect(rowNames()).toHaveLength(5);
    again.unmount();

    await openQueue('/', 'someone.else@demo.test');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(rowNames()).toHaveLength(10);
  });

  it('is kept per queue', async () => {
    store({ status: { updatedProfiles: 'pending' }, saved: [] });
    await openQueue();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });
});

describe('saving a view', () => {
  it('asks a name, says what it keeps, and lists the view in the sidebar as the one shown', async () => {
    const { router } = await openQueue();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nile' } });
    fireEvent.click(pendingOnly());
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).getByTestId('save-view-summary')).toHaveTextContent(
      'Search: \u2068“nile”\u2069 · Newest First · Pending only',
    );
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(61) } });
    expect(within(dialog).getByText('A name has at most 60 characters.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '  نيل المعلّقة ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(stored().saved).toHaveLength(1));
    const saved = stored().saved[0];
    expect(saved).toMatchObject({
      queue: 'agencies',
      name: 'نيل المعلّقة',
      search: 'nile',
      sort: 'newest',
      status: 'pending',
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?view=${saved.id}`));
    const list = sidebar().getByRole('list', { name: 'Saved views of Agencies' });
    const link = within(list).getByRole('link', { name: 'نيل المعلّقة' });
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
    expect(link).toHaveAttribute('href', `/?view=${saved.id}`);
    expect(sidebar().getByRole('link', { name: /^Agencies/ })).toHaveAttribute('aria-current', 'false');
    expect(screen.getByRole('button', { name: 'View: نيل المعلّقة' })).toBe(screen.getByTestId('active-view'));
  });

  it('replaces the view of the same name, ignoring case, after saying so', async () => {
    store({ status: {}, saved: [view({ id: 'nile', name: 'Nile', search: 'nile' })] });
    await openQueue();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'delta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'NILE' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('A view named \u2068Nile\u2069 exists');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace view' }));
    await waitFor(() =>
      expect(stored().saved).toEqual([
        view({ id: 'nile', name: 'NILE', search: 'delta', sort: 'newest', status: 'all' }),
      ]),
    );
  });

  it(`keeps at most ${MAX_VIEWS_PER_QUEUE} views of a queue`, async () => {
    const full = Array.from({ length: MAX_VIEWS_PER_QUEUE }, (_, n) =>
      view({ id: `v${n}`, name: `View ${n}` }),
    );
    store({ status: {}, saved: full });
    await openQueue();
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), {
      target: { value: 'One more' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/already has 20 views/)).toBeInTheDocument();
    expect(stored().saved).toHaveLength(MAX_VIEWS_PER_QUEUE);
  });

  it('saves what a saved view shows under another name from the view’s menu, in place of Save view', async () => {
    store({ status: {}, saved: [view({ id: 'v1' })] });
    const { router } = await openQueue('/?view=v1');
    expect(screen.queryByRole('button', { name: 'Save view' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'View: Nile pending' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Copy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().saved.map((one) => one.name)).toEqual(['Nile pending', 'Copy']));
    const copy = stored().saved[1];
    expect(copy).toMatchObject({ search: 'nile', sort: 'oldest', status: 'pending' });
    await waitFor(() => expect(router.state.location.search).toBe(`?view=${copy.id}`));
  });

  it('is not offered on Rereview Requests, whose rows are samples and which the sidebar does not list', async () => {
    renderRoute('/rereview-requests', undefined, transport());
    await screen.findAllByTestId('queue-row');
    expect(screen.getByRole('radiogroup', { name: 'Filter by status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save view' })).not.toBeInTheDocument();
  });
});

describe('opening a saved view', () => {
  const saved = view({ id: 'v1', name: 'Nile pending', search: 'nile', sort: 'oldest', status: 'pending' });

  it('shows its search, order and filter from the first page, from the sidebar', async () => {
    store({
      status: {},
      saved: [saved, view({ id: 'v2', name: 'Everything', search: '', sort: 'newest', status: 'all' })],
    });
    const { router } = await openQueue();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(sidebar().getByRole('link', { name: 'Nile pending' }));
    await waitFor(() => expect(rowNames()).toEqual(['Nile Labs', 'Nile Creative']));
    expect(router.state.location.search).toBe('?view=v1');
    expect(screen.getByRole('searchbox')).toHaveValue('nile');
    expect(screen.getByRole('button', { name: /Sort by Request Date/ })).toHaveTextContent('Oldest First');
    expect(pendingOnly()).toBeChecked();
    expect(sidebar().getByRole('link', { name: 'Nile pending' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Everything' })).not.toHaveAttribute('aria-current');

    fireEvent.click(sidebar().getByRole('link', { name: 'Everything' }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    // Back shows the first view again.
    await router.navigate(-1);
    await waitFor(() => expect(rowNames()).toEqual(['Nile Labs', 'Nile Creative']));
  });

  it('opens by its address, and a view that is gone leaves the address', async () => {
    store({ status: {}, saved: [saved] });
    const first = await openQueue('/?view=v1');
    await waitFor(() => expect(rowNames()).toEqual(['Nile Labs', 'Nile Creative']));
    first.unmount();
    const { router } = await openQueue('/?view=gone');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is left once the search, order or filter changes; the view itself does not change', async () => {
    store({ status: {}, saved: [saved] });
    const { router } = await openQueue('/?view=v1');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('nile'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nile l' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('active-view')).not.toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Nile pending' })).not.toHaveAttribute('aria-current');
    expect(sidebar().getByRole('link', { name: /^Agencies/ })).toHaveAttribute('aria-current', 'page');
    expect(stored().saved).toEqual([saved]);
  });
});

describe('renaming and deleting a view', () => {
  const saved = [view({ id: 'v1', name: 'Nile pending' }), view({ id: 'v2', name: 'Cairo' })];

  it('renames from the sidebar entry’s menu, refusing a name the queue has', async () => {
    store({ status: {}, saved });
    await openQueue();
    fireEvent.click(sidebar().getByRole('button', { name: 'Options for the view \u2068Nile pending\u2069' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Nile pending');
    fireEvent.change(name, { target: { value: 'cairo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Another view of this list has this name.')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Nile, waiting' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await sidebar().findByRole('link', { name: 'Nile, waiting' })).toBeInTheDocument();
    expect(stored().saved.map((one) => one.name)).toEqual(['Nile, waiting', 'Cairo']);
  });

  it('deletes from the toolbar while the view shows, after asking; the queue keeps what it shows', async () => {
    store({ status: {}, saved });
    const { router } = await openQueue('/?view=v1');
    fireEvent.click(await screen.findByTestId('active-view'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete view' });
    expect(dialog).toHaveTextContent('Delete the view \u2068Nile pending\u2069?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stored().saved.map((one) => one.id)).toEqual(['v2']));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(sidebar().queryByRole('link', { name: 'Nile pending' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('nile');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save view' })).toHaveFocus());
  });

  it('deletes from the sidebar, focus going to the queue’s entry', async () => {
    store({ status: {}, saved });
    await openQueue();
    fireEvent.click(sidebar().getByRole('button', { name: 'Options for the view \u2068Cairo\u2069' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored().saved).toHaveLength(2);
    fireEvent.click(sidebar().getByRole('button', { name: 'Options for the view \u2068Cairo\u2069' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete view' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(sidebar().queryByRole('link', { name: 'Cairo' })).not.toBeInTheDocument());
    await waitFor(() => expect(sidebar().getByRole('link', { name: /^Agencies/ })).toHaveFocus());
  });
});

describe('the collapsed sidebar', () => {
  it('leaves the saved views out', async () => {
    store({ status: {}, saved: [view({})] });
    useSidebarStore.setState({ collapsed: true });
    await openQueue();
    expect(sidebar().queryByRole('list', { name: 'Saved views of Agencies' })).not.toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: 'Nile pending' })).not.toBeInTheDocument();
  });
});
