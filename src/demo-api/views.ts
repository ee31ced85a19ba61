// How reviews look on the wire: list items and review details, built from the records.
import type { ReviewRecord } from './seed';
import type { DemoStore } from './store';

export function reviewListItem(store: DemoStore, review: ReviewRecord) {
  return {
    _id: review._id,
    status: review.status,
    submittedAt: review.submittedAt,
    agencyId: store.summary(review.agencyKey),
  };
}

export function reviewDetails(store: DemoStore, review: ReviewRecord) {
  return {
    _id: review._id,
    status: review.status,
    submittedAt: review.submittedAt,
    reviewerId: review.reviewer,
    startedAt: review.startedAt,
    agencyId: { _id: review.agencyId, profile: { name: store.summary(review.agencyKey).profile.name } },
    conclusion: review.conclusion,
  };
}
