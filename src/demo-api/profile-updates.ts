// An agency that changes its profile after a review, as tests make one (POST /__demo/profile-update):
// its values at the given paths change (a path may be new, like a further work item), a new pending
// review of it waits in Updated Profiles, and its changed-field flags name exactly those paths.
import { parseFieldPath } from '../shared/domain/field-paths';
import type { AgencyDetailsRecord } from './agency-details';
import { reviewIdOf, UPDATED_BASE } from './ids';
import { BASE_DATE, type ReviewRecord } from './seed';

/** Review ids of profile updates: a key range no agency has. */
const UPDATE_REVIEW_KEYS = 3 * UPDATED_BASE;

export class ProfileUpdateError extends Error {}

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** Sets the value at a field path, making the objects and arrays on the way (an item at a list's end). */
function setAt(target: Record<string | number, unknown>, path: string, value: unknown): void {
  const keys = parseFieldPath(path);
  if (keys.length === 0) throw new ProfileUpdateError(`Unreadable field path: ${path}`);
  // A test's path names fields, never what every object inherits.
  if (keys.some((key) => key === '__proto__' || key === 'prototype' || key === 'constructor'))
    throw new ProfileUpdateError(`Not a field path: ${path}`);
  let current = target;
  keys.forEach((key, index) => {
    // A new item goes at the end: an array with holes would not be an agency's data.
    if (typeof key === 'number' && (!Array.isArray(current) || key > current.length))
      throw new ProfileUpdateError(`No item before ${path}: add items at the end of a list`);
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (!isContainer(next)) current[key] = typeof keys[index + 1] === 'number' ? [] : {};
    current = current[key] as Record<string | number, unknown>;
  });
}

/** The agency's details with the changes applied (the original is left as it was). */
export function updatedDetails(details: AgencyDetailsRecord, changes: Record<string, unknown>) {
  const copy = structuredClone(details);
  for (const [path, value] of Object.entries(changes)) setAt(copy, path, value);
  return copy;
}

/** The new review of an updated profile: pending, newer than any seeded one, with an id of its own. */
export function updateReview(first: ReviewRecord, count: number): ReviewRecord {
  return {
    _id: reviewIdOf(UPDATE_REVIEW_KEYS + count),
    agencyKey: first.agencyKey,
    agencyId: first.agencyId,
    set: 'updated',
    status: 'pending',
    submittedAt: new Date(BASE_DATE + (count + 1) * 60_000).toISOString(),
    reviewer: null,
    startedAt: null,
    conclusion: null,
  };
}
