// What the queue shows of imperfect answers: rows left out, dates that are not dates, text of any
// length and direction.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reviewListSchema } from '@shared/api/review-list';
import { useQueueViewStore } from '@renderer/lib/queue-views/queue-view-store';
import { initI18n } from '@renderer/lib/i18n';
import { installBrowserShims } from '../render-app';
import { fakeTransport } from '../fake-platform';
import { item, listOf, renderQueues } from './render-queue';

const malformed = (n: number) => ({ _id: `broken-${n}`, status: 'pending', agencyId: null, secret: 'x' });

/** The queue as the client core reads an answer with `bad` malformed rows among two good ones. */
const answerWith = (bad: number) =>
  reviewListSchema.parse([
    item(1, 'pending', 20, 'Nile Creative'),
    ...Array.from({ length: bad }, (_, n) => malformed(n)),
    item(2, 'completed', 18, 'Cedar Studio'),
  ]);

const notice = () => screen.queryByTestId('queue-skipped-notice');

beforeEach(async () => {
  installBrowserShims();
  await initI18n('en');
  useQueueViewStore.getState().reset();
});

afterEach(() => vi.restoreAllMocks());

describe('a list with malformed rows', () => {
  it('shows the other rows and says quietly how many could not be shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderQueues('/', fakeTransport({ agencyReviews: async () => answerWith(1) }));
    expect(await screen.findByText('Nile Creative')).toBeTruthy();
    expect(screen.getAllByTestId('queue-row')).toHaveLength(2);
    expect(notice()?.textContent).toBe('1 review could not be shown');
    expect(notice()?.getAttribute('role')).toBe('status');
    // Logged by place and id only, never the row itself.
    expect(logged).toHaveBeenCalledWith('agencyReviews: 1 malformed rows left out', [
      { index: 1, id: 'broken-0' },
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret');
  });

  it('counts in the plural, and in Arabic with its plural forms', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderQueues(
      '/updated-profiles',
      fakeTransport({ updatedProfiles: async () => answerWith(2) }),
    );
    expect(await screen.findByText('2 reviews could not be shown')).toBeTruthy();
    first.unmount();

    await initI18n('ar');
    const second = renderQueues('/', fakeTransport({ agencyReviews: async () => answerWith(2) }));
    expect(await screen.findByText('تعذّر عرض مراجعتين')).toBeTruthy();
    second.unmount();
    renderQueues('/', fakeTransport({ agencyReviews: async () => answerWith(3) }));
    expect(await screen.findByText('تعذّر عرض 3 مراجعات')).toBeTruthy();
  });

  it('shows no notice when every row was read', async () => {
    renderQueues('/', fakeTransport({ agencyReviews: async () => answerWith(0) }));
    expect(await screen.findByText('Nile Creative')).toBeTruthy();
    expect(notice()).toBeNull();
  });
});

describe('the Request Date', () => {
  const dated = (n: number, submittedAt: string) => ({
    ...item(n, 'completed', 1, `Dated ${n}`),
    submittedAt,
  });
  const dateOf = (name: string) =>
    within(screen.getByText(name).closest('tr') as HTMLElement).getAllByRole('cell')[2].textContent;

  it.each(['2024-13-45', 'not-a-date', '', '2024-02-30'])(
    'reads "Invalid date" for %j',
    async (submittedAt) => {
      renderQueues('/', fakeTransport({ agencyReviews: async () => listOf([dated(1, submittedAt)]) }));
      await screen.findByText('Dated 1');
      expect(dateOf('Dated 1')).toBe('Invalid date');
    },
  );

  it('shows a date-only day as that same calendar day, and "Invalid date" in Arabic too', async () => {
    const answer = listOf([dated(1, '2024-02-29'), dated(2, '2024-02-30')]);
    renderQueues('/', fakeTransport({ agencyReviews: async () => answer }));
    await screen.findByText('Dated 1');
    expect(dateOf('Dated 1')).toBe('Feb 29, 2024');
    await initI18n('ar');
    expect(await screen.findByText('تاريخ غير صالح')).toBeTruthy();
  });
});

describe('text the agency typed', () => {
  it('is isolated in its own direction, with the whole text as its tooltip', async () => {
    const long = `${'x'.repeat(300)}@agency.test`;
    const row = item(1, 'pending', 20, 'وكالة الصقر');
    row.agencyId.workEmail = long;
    renderQueues('/', fakeTransport({ agencyReviews: async () => listOf([row]) }));
    for (const text of ['وكالة الصقر', long, 'Cairo']) {
      const shown = await screen.findByText(text);
      expect(shown.getAttribute('dir')).toBe('auto');
      expect(shown.getAttribute('title')).toBe(text);
    }
  });
});
