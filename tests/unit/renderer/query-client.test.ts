import { MutationObserver, notifyManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/result';
import { reviewerProfileQueryOptions } from '@renderer/lib/api/reviewer-profile';
import { createQueryClient, queriesInFlight } from '@renderer/lib/query-client';
import type { Transport } from '@renderer/lib/platform/platform';

const httpError = (status: number) => new ApiError({ status, kind: 'http', message: `HTTP ${status}` });
const networkError = new ApiError({ status: 0, kind: 'network', message: 'offline' });
const invalidAnswer = new ApiError({ status: 200, kind: 'invalid-response', message: 'Unexpected answer' });

/** The application's query client, with the back-off removed so retries run at once. */
function testClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

async function attemptsOfFailingQuery(error: unknown): Promise<number> {
  const queryFn = vi.fn(async () => {
    throw error;
  });
  await testClient()
    .fetchQuery({ queryKey: ['failing'], queryFn })
    .catch(() => undefined);
  return queryFn.mock.calls.length;
}

describe('the query cache policy', () => {
  it('keeps answers fresh for 5 minutes and cached for 10 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(10 * 60 * 1000);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a query answered %i', async (status) => {
    expect(await attemptsOfFailingQuery(httpError(status))).toBe(1);
  });

  it.each([500, 502, 503])('retries a query answered %i up to 3 times', async (status) => {
    expect(await attemptsOfFailingQuery(httpError(status))).toBe(4);
  });

  it('retries a query that could not reach the server up to 3 times', async () => {
    expect(await attemptsOfFailingQuery(networkError)).toBe(4);
    expect(await attemptsOfFailingQuery(new TypeError('Failed to fetch'))).toBe(4);
  });

  it('does not retry an answer that does not match its schema: asking again gets the same answer', async () => {
    expect(await attemptsOfFailingQuery(invalidAnswer)).toBe(1);
  });

  it('stops retrying as soon as a retry is answered with a 4xx', async () => {
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(httpError(503))
      .mockRejectedValueOnce(httpError(401));
    await testClient()
      .fetchQuery({ queryKey: ['mixed'], queryFn })
      .catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('never retries a mutation, even on a 500', async () => {
    const mutationFn = vi.fn(async () => {
      throw httpError(500);
    });
    const observer = new MutationObserver(testClient(), { mutationFn });
    await observer.mutate().catch(() => undefined);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('the reviewer profile query', () => {
  it('stays fresh for 300 seconds and is never retried', async () => {
    const call = vi.fn(async () => {
      throw httpError(500);
    });
    const options = reviewerProfileQueryOptions({
      call,
      onAuthError: () => () => undefined,
    } as unknown as Transport);
    expect(options.staleTime).toBe(300_000);

    await testClient()
      .fetchQuery(options)
      .catch(() => undefined);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('reviewerProfile');
  });
});

describe('when the screens hear of an answer', () => {
  it('in the task that read it: no timer task (and no frame) between the data and its observers', async () => {
    const client = createQueryClient();
    const heard = vi.fn();
    const observer = new QueryObserver(client, { queryKey: ['answer'], queryFn: async () => 'rows' });
    // As useQuery listens: through the notify manager's batch, which decides when it is told.
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(heard));
    await vi.waitFor(() => expect(client.getQueryData(['answer'])).toBe('rows'));
    heard.mockClear();
    client.setQueryData(['answer'], 'new rows');
    await Promise.resolve();
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ data: 'new rows' }));
    unsubscribe();
  });

  it('counts the answers on their way, so work can wait for them', async () => {
    const client = createQueryClient();
    const inFlight = queriesInFlight(client);
    const changes = vi.fn();
    const unsubscribe = inFlight.subscribe(changes);
    let answer: (value: string) => void = () => {};
    const pending = client.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    expect(inFlight.isBusy()).toBe(true);
    answer('done');
    await pending;
    expect(inFlight.isBusy()).toBe(false);
    expect(changes).toHaveBeenCalled();
    unsubscribe();
  });
});
