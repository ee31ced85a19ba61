// The in-memory state of one demo API instance: queues, agencies, validations and the account.
import { statusKey } from '../shared/domain/review-status';
import { buildAgencyDetails, type AgencyDetailsRecord } from './agency-details';
import { DEMO_CREDENTIALS, DEMO_REVIEWER } from './credentials';
import { fieldGroups, type FieldGroups } from './field-paths';
import { updatedDetails, updateReview } from './profile-updates';
import {
  agencySummary,
  seedReviews,
  type AgencySummary,
  type ReviewRecord,
  type ReviewSet,
  type SeedOptions,
} from './seed';

export interface FieldValidation {
  fieldPath: string;
  validationStatus: 'valid' | 'invalid';
  note: string;
}

export interface DemoStore {
  reviews: ReviewRecord[];
  reviewById(id: string): ReviewRecord | undefined;
  reviewOfAgency(agencyId: string): ReviewRecord | undefined;
  summary(key: number): AgencySummary;
  details(key: number): AgencyDetailsRecord;
  fields(key: number): FieldGroups;
  /** Per agency id: results merged by field path, in submission order. */
  validations: Map<string, Map<string, FieldValidation>>;
  tags: Map<string, string[]>;
  account: { email: string; password: string; firstName: string; lastName: string };
  /** Per email: a forgot-password request, and whether its OTP was verified. */
  recoveries: Map<string, { verified: boolean }>;
  /** The queues' list answers as UTF-8 JSON, and each review's row in them (see views.ts). */
  serialized: { answers: Map<ReviewSet, Uint8Array<ArrayBuffer>>; rows: Map<ReviewRecord, Uint8Array> };
  /** Must follow every change to a review record, so no list answer shows it as it was. */
  reviewChanged(review: ReviewRecord): void;
  /** Per agency id: the paths a profile update changed (see profile-updates.ts). */
  changedFields: Map<string, ReadonlySet<string>>;
  /** Changes an agency's values and queues a review of it in Updated Profiles; undefined: no agency. */
  updateProfile(agencyId: string, changes: Record<string, unknown>): ReviewRecord | undefined;
}

/** Caches a derivation per agency key: only agencies someone looks at are ever built. */
function memo<T>(build: (key: number) => T): (key: number) => T {
  const cache = new Map<number, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = build(key)));
    return value;
  };
}

export function createStore(agencies: number, options: SeedOptions = {}): DemoStore {
  const reviews = seedReviews(agencies, options);
  const byId = new Map(reviews.map((review) => [review._id, review]));
  const byAgency = new Map(reviews.map((review) => [review.agencyId, review]));
  const summary = memo(agencySummary);
  const seeded = memo((key) => buildAgencyDetails(key, summary(key)));
  const seededFields = memo((key) => fieldGroups(seeded(key)));
  // Agencies whose profile a test updated: their details and fields as updated.
  const updated = new Map<number, { details: AgencyDetailsRecord; fields: FieldGroups }>();
  const details = (key: number) => updated.get(key)?.details ?? seeded(key);
  const serialized: DemoStore['serialized'] = { answers: new Map(), rows: new Map() };
  const changedFields = new Map<string, ReadonlySet<string>>();
  let updates = 0;
  return {
    reviews,
    reviewById: (id) => byId.get(id),
    reviewOfAgency: (agencyId) => byAgency.get(agencyId),
    summary,
    details,
    fields: (key) => updated.get(key)?.fields ?? seededFields(key),
    validations: new Map(),
    tags: new Map(),
    account: { ...DEMO_REVIEWER, password: DEMO_CREDENTIALS.password },
    recoveries: new Map(),
    serialized,
    reviewChanged(review) {
      serialized.rows.delete(review);
      serialized.answers.delete(review.set);
    },
    changedFields,
    updateProfile(agencyId, changes) {
      const first = byAgency.get(agencyId);
      if (!first) return undefined;
      const next = updatedDetails(details(first.agencyKey), changes);
      updated.set(first.agencyKey, { details: next, fields: fieldGroups(next) });
      changedFields.set(agencyId, new Set(Object.keys(changes)));
      const review = updateReview(first, updates++);
      reviews.push(review);
      byId.set(review._id, review);
      byAgency.set(agencyId, review);
      serialized.answers.delete(review.set);
      return review;
    },
  };
}

export const isInProgress = (status: string) => statusKey(status) === 'inProgress';
export const isOpen = (status: string) => ['pending', 'inProgress'].includes(statusKey(status));
