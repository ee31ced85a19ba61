// How reviews look on the wire: list items and review details, built from the records.
import type { ReviewRecord, ReviewSet } from './seed';
import type { DemoStore } from './store';

export function reviewListItem(store: DemoStore, review: ReviewRecord) {
  return {
    _id: review._id,
    status: review.status,
    submittedAt: review.submittedAt,
    agencyId: store.summary(review.agencyKey),
  };
}

const LIST_START = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const LIST_END = Buffer.from(']}');
const EMPTY_LIST = Buffer.from('{"data":[]}');

/**
 * A queue's list answer, `{"data": [...]}`, as UTF-8 JSON. Kept until a review changes, and then only
 * that review's row is serialised again, so 100,000 rows are answered at once every time.
 */
export function listAnswer(store: DemoStore, set: ReviewSet): Uint8Array<ArrayBuffer> {
  const { answers, rows } = store.serialized;
  let answer = answers.get(set);
  if (answer === undefined) {
    const parts: Uint8Array[] = [];
    for (const review of store.reviews) {
      if (review.set !== set) continue;
      let row = rows.get(review);
      if (row === undefined) {
        row = Buffer.from(JSON.stringify(reviewListItem(store, review)));
        rows.set(review, row);
      }
      parts.push(parts.length === 0 ? LIST_START : COMMA, row);
    }
    parts.push(parts.length === 0 ? EMPTY_LIST : LIST_END);
    answer = Buffer.concat(parts);
    answers.set(set, answer);
  }
  return answer;
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
