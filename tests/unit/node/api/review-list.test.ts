// A queue answer with malformed rows: the rest are shown, the bad ones are named by place and id.
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { ReviewListReader, reviewListSchema } from '@shared/api/review-list';
import { toReviewRow } from '@shared/domain/review-rows';
import { rowsOf } from '@shared/domain/row-columns';
import { memoryCsrfStore } from '../../../fixtures/cookie-fetch';
import { MEMORY_BASE_URL, memoryClient } from '../../../fixtures/memory-fetch';

const row = (n: number) => ({
  _id: `review-${n}`,
  status: 'pending',
  submittedAt: '2026-09-30T10:00:00.000Z',
  agencyId: { _id: `agency-${n}`, workEmail: `hello@${n}.test`, profile: { name: `Agency ${n}` } },
});

const answer = [
  row(1),
  { ...row(2), status: 3 }, // a wrong type
  null,
  'not a row',
  { _id: 7, agencyId: 'agency-7' }, // an id of the wrong type still names the row
  { ...row(8), agencyId: { ...row(8).agencyId, profile: { locations: 'Cairo' } } },
  row(9),
];

describe('a review list answer', () => {
  it('keeps the rows that match and leaves out the others, by index and id', () => {
    const list = reviewListSchema.parse(answer);
    expect({ ...list, items: rowsOf(list.items) }).toEqual({
      items: [toReviewRow(row(1)), toReviewRow(row(9))],
      skipped: [
        { index: 1, id: 'review-2' },
        { index: 2 },
        { index: 3 },
        { index: 4, id: '7' },
        { index: 5, id: 'review-8' },
      ],
    });
  });

  it('has every column as long as the rows kept', () => {
    const { items } = reviewListSchema.parse(answer);
    expect(items.length).toBe(2);
    for (const column of [items.names, items.emails, items.icons, items.times, items.invalidDates])
      expect(column).toHaveLength(2);
    for (const shared of [items.statuses, items.places, items.days]) expect(shared.of).toHaveLength(2);
    for (const ids of [items.ids, items.reviewIds])
      expect('packed' in ids ? ids.packed.length / 12 : ids.texts.length).toBe(2);
  });

  it('is read the same through the client core, flat or wrapped in {data}', async () => {
    for (const body of [answer, { data: answer }, { data: answer, message: 'ok' }]) {
      const { client } = memoryClient(() => body);
      for (const endpoint of ['agencyReviews', 'updatedProfiles'] as const) {
        const list = await client.call(endpoint);
        expect(rowsOf(list.items).map((item) => item.reviewerId)).toEqual(['review-1', 'review-9']);
        expect(list.skipped.map((skipped) => skipped.index)).toEqual([1, 2, 3, 4, 5]);
      }
    }
  });

  describe('long enough to be read as it arrives', () => {
    // A megabyte and more, in pieces of 64 KB: read in several batches, a malformed row in each.
    const long = Array.from({ length: 6_000 }, (_, n) => (n % 997 === 5 ? { ...row(n), status: 3 } : row(n)));
    /** A client whose every list answer is `body`, sent with `status` in pieces as a server does. */
    const streamingClient = (body: unknown, status = 200, text = JSON.stringify(body)) => {
      const bytes = new TextEncoder().encode(text);
      const fetch: typeof globalThis.fetch = async (input) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/csrf/token')) return Response.json({ csrfToken: 'token-1' });
        const pieces = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 65_536)
              controller.enqueue(bytes.slice(at, at + 65_536));
            controller.close();
          },
        });
        return new Response(pieces, { status });
      };
      return createApiClient({ baseURL: MEMORY_BASE_URL, fetch, csrf: memoryCsrfStore('token-1') });
    };

    it('is read as the whole list is, rows left out named by their place in the whole list', async () => {
      const whole = reviewListSchema.parse(long);
      expect(whole.skipped.map((skipped) => skipped.index)).toEqual([5, 1002, 1999, 2996, 3993, 4990, 5987]);
      const batches = vi.spyOn(ReviewListReader.prototype, 'add');
      try {
        for (const body of [long, { data: long, message: 'ok' }]) {
          batches.mockClear();
          const list = await streamingClient(body).call('agencyReviews');
          expect({ ...list, items: rowsOf(list.items) }).toEqual({ ...whole, items: rowsOf(whole.items) });
          // Read as it came, not parsed whole once it was all in.
          expect(batches.mock.calls.length).toBeGreaterThan(2);
        }
      } finally {
        batches.mockRestore();
      }
    });

    it('is read whole once it is in when it cannot be read in batches, and is the same list', async () => {
      const whole = reviewListSchema.parse(long);
      const batches = vi.spyOn(ReviewListReader.prototype, 'add');
      try {
        for (const text of [
          // Written with spaces: no place between rows looks as the batches' cuts do.
          JSON.stringify(long, null, 1),
          // An envelope whose list is not its first member.
          JSON.stringify({ message: 'ok', data: long }),
        ]) {
          batches.mockClear();
          const list = await streamingClient(undefined, 200, text).call('agencyReviews');
          expect({ ...list, items: rowsOf(list.items) }).toEqual({ ...whole, items: rowsOf(whole.items) });
          // One reading, of the whole list.
          expect(batches).toHaveBeenCalledTimes(1);
        }
        // Read in batches until its end, where a second list of the same name wins, as in JSON.parse.
        const last = JSON.stringify({ data: long }).replace(/\]\}$/, `],"data":[${JSON.stringify(row(1))}]}`);
        const list = await streamingClient(undefined, 200, last).call('agencyReviews');
        expect(rowsOf(list.items).map((item) => item.reviewerId)).toEqual(['review-1']);
      } finally {
        batches.mockRestore();
      }
    });

    it("still fails with the server's message when the status is an error, reading none of its rows", async () => {
      const batches = vi.spyOn(ReviewListReader.prototype, 'add');
      try {
        const result = await streamingClient({ data: long, message: 'Queue unavailable' }, 503).execute({
          endpoint: 'agencyReviews',
        });
        expect(result).toMatchObject({
          ok: false,
          error: { status: 503, kind: 'http', message: 'Queue unavailable', fromServer: true },
        });
        expect(batches).not.toHaveBeenCalled();
      } finally {
        batches.mockRestore();
      }
    });
  });

  it('is an empty list, not an error, when every row is malformed', () => {
    const list = reviewListSchema.parse([null, {}]);
    expect(list.items.length).toBe(0);
    expect(list.skipped).toEqual([{ index: 0 }, { index: 1 }]);
  });

  it.each([
    ['an object', { items: [row(1)] }],
    ['a string', 'rows'],
    ['a number', 3],
    ['null', null],
  ])('is still an error when the list is %s, not an array', async (_, list) => {
    for (const body of [list, { data: list }]) {
      const { client } = memoryClient(() => body);
      expect(await client.execute({ endpoint: 'agencyReviews' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-response' },
      });
    }
  });
});
