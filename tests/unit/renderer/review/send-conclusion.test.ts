import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/result';
import type { ConclusionBody, ReviewDetails } from '@shared/api/schemas';
import { sendConclusion, type SendConclusion } from '@renderer/features/review/lib/send-conclusion';
import { createQueryClient } from '@renderer/lib/query-client';
import { queryKeys } from '@renderer/lib/query-keys';
import { fakeTransport } from '../fake-platform';

const REVIEW = '66f1c0000000000000000001';
const AGENCY = 'agency-1';
const accept: ConclusionBody = { action: 'accepted', conclusion: 'Everything checks out.' };
const reject: ConclusionBody = { action: 'rejected', conclusion: 'The licence has expired.' };

const details = (status: string, id = REVIEW): ReviewDetails => ({ _id: id, status });
const network = () => new ApiError({ status: 0, kind: 'network', message: 'connection reset' });
const timeout = () => new ApiError({ status: 0, kind: 'timeout', message: 'no answer in 30 s' });

type Read = ReviewDetails | Error;

/** The backend: each read of the review's details answers the next of `reads`. */
function setup(reads: Read[], post: SendConclusion['post'] = async () => ({ message: 'Conclusion saved' })) {
  const queue = [...reads];
  const transport = fakeTransport({
    reviewDetails: async () => {
      const next = queue.shift();
      if (next === undefined) throw new Error('read more often than expected');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  const queryClient = createQueryClient();
  const posted = vi.fn(post);
  const send = (body: ConclusionBody = accept, afterUnknown = false) =>
    sendConclusion({
      queryClient,
      transport,
      agencyId: AGENCY,
      reviewId: REVIEW,
      body,
      afterUnknown,
      post: posted,
    });
  return { send, reads: transport.call, posted, queryClient };
}

beforeEach(() => {
  // A failed read is logged (section 8); the tests only look at what is returned.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('before a conclusion is sent, a fresh read of the review', () => {
  it('that fails sends nothing: the check failed', async () => {
    const unreadable = network();
    const { send, posted } = setup([unreadable]);
    expect(await send()).toEqual({ kind: 'problem', problem: { kind: 'checkFailed', error: unreadable } });
    expect(posted).not.toHaveBeenCalled();
  });

  it('that finds it concluded sends nothing: concluded meanwhile', async () => {
    for (const status of ['completed', 'Rejected']) {
      const { send, posted } = setup([details(status)]);
      expect(await send()).toEqual({ kind: 'concludedMeanwhile' });
      expect(posted).not.toHaveBeenCalled();
    }
  });

  it('that finds it concluded as this conclusion would, after an attempt whose outcome was unknown, says it was sent', async () => {
    const { send, posted } = setup([details('completed')]);
    expect(await send(accept, true)).toEqual({ kind: 'sent' });
    const rejected = setup([details('rejected')]);
    expect(await rejected.send(reject, true)).toEqual({ kind: 'sent' });
    expect(posted).not.toHaveBeenCalled();
    expect(rejected.posted).not.toHaveBeenCalled();
  });

  it('that finds it concluded the other way, after an unknown outcome, says concluded meanwhile', async () => {
    const { send, posted } = setup([details('rejected')]);
    expect(await send(accept, true)).toEqual({ kind: 'concludedMeanwhile' });
    expect(posted).not.toHaveBeenCalled();
  });

  it('that names another review of the agency sends nothing', async () => {
    const { send, posted } = setup([details('in progress', '66f1c0000000000000100001')]);
    expect(await send()).toEqual({ kind: 'problem', problem: { kind: 'otherReview' } });
    expect(posted).not.toHaveBeenCalled();
  });

  it('that shows a status it does not know sends nothing on a guess', async () => {
    for (const status of ['archived', '']) {
      const { send, posted } = setup([details(status)]);
      expect(await send()).toEqual({ kind: 'problem', problem: { kind: 'checkFailed', error: undefined } });
      expect(posted).not.toHaveBeenCalled();
    }
  });

  it('replaces what the report shows of the review with what it read', async () => {
    const { send, queryClient } = setup([details('completed')]);
    queryClient.setQueryData(queryKeys.reviewDetails(AGENCY), details('in progress'));
    await send();
    expect(queryClient.getQueryData(queryKeys.reviewDetails(AGENCY))).toEqual(details('completed'));
  });
});

describe('a conclusion sent on an open review', () => {
  it('is posted once, and sent with the server`s message', async () => {
    for (const status of ['pending', 'in progress', 'in-progress']) {
      const { send, posted, reads } = setup([details(status)]);
      expect(await send(reject)).toEqual({ kind: 'sent', message: 'Conclusion saved' });
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted).toHaveBeenCalledWith(reject);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(reads).toHaveBeenCalledWith('reviewDetails', { agencyId: AGENCY });
    }
  });

  it('is sent without a message when the server gave none', async () => {
    const { send } = setup([details('pending')], async () => undefined);
    expect(await send()).toEqual({ kind: 'sent', message: undefined });
  });

  it('refused by the server (4xx) failed, and is not read again', async () => {
    const refused = new ApiError({
      status: 409,
      kind: 'http',
      message: 'Agency is not in review',
      fromServer: true,
    });
    const { send, reads } = setup([details('in progress')], async () => Promise.reject(refused));
    expect(await send()).toEqual({ kind: 'failed', error: refused });
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('that failed before reaching the server for another reason failed', async () => {
    const bug = new Error('could not build the request');
    const { send, reads } = setup([details('in progress')], async () => Promise.reject(bug));
    expect(await send()).toEqual({ kind: 'failed', error: bug });
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe.each([
  ['no connection', network],
  ['a time-out', timeout],
])('a conclusion whose answer was lost (%s) is read again', (_name, lost) => {
  const sentThenLost = (secondRead: Read) => {
    const error = lost();
    return { error, ...setup([details('in progress'), secondRead], async () => Promise.reject(error)) };
  };

  it('and was sent when the review is now concluded as this conclusion said', async () => {
    const { send, reads } = sentThenLost(details('completed'));
    expect(await send(accept)).toEqual({ kind: 'sent' });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('and was concluded meanwhile when the review is now concluded the other way', async () => {
    const { send } = sentThenLost(details('completed'));
    expect(await send(reject)).toEqual({ kind: 'concludedMeanwhile' });
  });

  it('and failed when the review is still open: it was not stored', async () => {
    const { send, error } = sentThenLost(details('in progress'));
    expect(await send()).toEqual({ kind: 'failed', error });
  });

  it('and its outcome is unknown when the second read fails', async () => {
    const { send, error } = sentThenLost(network());
    expect(await send()).toEqual({ kind: 'problem', problem: { kind: 'outcomeUnknown', error } });
  });

  it('and its outcome is unknown when the second read names another review or an unknown status', async () => {
    for (const secondRead of [details('in progress', '66f1c0000000000000100001'), details('archived')]) {
      const { send, error } = sentThenLost(secondRead);
      expect(await send()).toEqual({ kind: 'problem', problem: { kind: 'outcomeUnknown', error } });
    }
  });
});
