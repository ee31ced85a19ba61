// Whose local documents the renderer may read and write: the reviewer whose profile main last
// fetched for it (every API call passes through main). A page that asked for another reviewer's
// snippets, judged values or held conclusions on this machine is refused. Kept after a logout or a 401,
// so the work of the reviewer who just left can still be written down (a held conclusion's record);
// replaced as soon as another reviewer's profile is fetched.
import type { ApiRequest } from '@shared/api/client';
import type { ApiResult } from '@shared/api/result';
import { localOwnerOf } from '@shared/ipc/local-data';
import type { ApiCallHandler } from './http/session-client';

export interface SignedInReviewer {
  /** The owner local documents are kept under (a lowercased email), or null before any profile. */
  owner(): string | null;
  /** Watches each call's answer for the reviewer's profile. */
  observe(request: ApiRequest, result: ApiResult<unknown>): void;
}

export function createSignedInReviewer(): SignedInReviewer {
  let owner: string | null = null;
  return {
    owner: () => owner,
    observe(request, result) {
      if (request.endpoint !== 'reviewerProfile' || !result.ok) return;
      const { email } = (result.data ?? {}) as { email?: unknown };
      if (typeof email === 'string' && localOwnerOf(email)) owner = localOwnerOf(email);
    },
  };
}

/** The API handler, telling `reviewer` of every answer. */
export function observingReviewer(handler: ApiCallHandler, reviewer: SignedInReviewer): ApiCallHandler {
  return async (request) => {
    const result = await handler(request);
    reviewer.observe(request, result);
    return result;
  };
}
