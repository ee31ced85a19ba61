// Whose local documents main lets the page use: the reviewer whose profile it last fetched through
// main, kept across a logout or a 401 until another reviewer's profile arrives.
import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '@shared/api/client';
import type { ApiResult } from '@shared/api/result';
import { createSignedInReviewer, observingReviewer } from '@main/signed-in-reviewer';

const request = (endpoint: string): ApiRequest => ({ endpoint });
const ok = (data: unknown): ApiResult<unknown> => ({ ok: true, data });
const unauthorized: ApiResult<unknown> = {
  ok: false,
  error: { status: 401, kind: 'http', message: 'Unauthorized' },
};

describe('the signed-in reviewer, as main sees them', () => {
  it('is nobody before a profile, then the profile`s email as local documents name it', () => {
    const reviewer = createSignedInReviewer();
    expect(reviewer.owner()).toBeNull();
    reviewer.observe(request('reviewerProfile'), ok({ email: ' Layla@Demo.test ' }));
    expect(reviewer.owner()).toBe('layla@demo.test');
  });

  it('stays through a 401 and a logout, and changes with the next reviewer`s profile', () => {
    const reviewer = createSignedInReviewer();
    reviewer.observe(request('reviewerProfile'), ok({ email: 'layla@demo.test' }));
    reviewer.observe(request('reviewerProfile'), unauthorized);
    reviewer.observe(request('logout'), ok({ message: 'Logged out' }));
    expect(reviewer.owner()).toBe('layla@demo.test');
    reviewer.observe(request('reviewerProfile'), ok({ email: 'omar@demo.test' }));
    expect(reviewer.owner()).toBe('omar@demo.test');
  });

  it('is never taken from another endpoint`s answer, nor from a profile without an email', () => {
    const reviewer = createSignedInReviewer();
    reviewer.observe(request('agencyDetails'), ok({ email: 'agency@example.test' }));
    reviewer.observe(request('reviewerProfile'), ok({ email: '  ' }));
    reviewer.observe(request('reviewerProfile'), ok(null));
    expect(reviewer.owner()).toBeNull();
  });

  it('is told of every answer the API handler gives, which it passes on unchanged', async () => {
    const reviewer = createSignedInReviewer();
    const answer = ok({ email: 'layla@demo.test' });
    const handler = observingReviewer(
      vi.fn(async () => answer),
      reviewer,
    );
    await expect(handler(request('reviewerProfile'))).resolves.toBe(answer);
    expect(reviewer.owner()).toBe('layla@demo.test');
  });
});
