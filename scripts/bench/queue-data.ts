// The Agencies answer of a demo API seeded with `agencies` reviews, as it comes over the wire.
import { createStore } from '../../src/demo-api/store';
import { reviewListItem } from '../../src/demo-api/views';

export function agenciesAnswerJson(agencies: number): string {
  const store = createStore(agencies);
  const data = store.reviews
    .filter((review) => review.set === 'agency')
    .map((review) => reviewListItem(store, review));
  return JSON.stringify({ data });
}

/** Typing sequences: a name, an email, a location and an Arabic status label, then erasing it. */
export const TYPING_SEQUENCES = ['studio', 'hello@agency-12', 'dubai', 'قيد المراجعة'] as const;
