// The seeded review queues. Reviews are small records built up front; agency data is derived from the
// agency key on demand, so DEMO_AGENCIES=10000 starts at once.
import { DEMO_REVIEWER } from './credentials';
import { agencyIdOf, reviewIdOf, UPDATED_BASE } from './ids';
import { int, pick, rngFor, Salt, sample, type Rng } from './prng';
import { ARABIC_NAMES, CITIES, CONCLUSIONS, NAME_NOUNS, NAME_WORDS, OTHER_REVIEWERS } from './seed-pools';

/** Fixed "now" of the demo data, so dates never depend on today. */
export const BASE_DATE = Date.UTC(2026, 9, 1);
export const DEFAULT_AGENCIES = 48;
export const UPDATED_PROFILES = 12;

export type ReviewSet = 'agency' | 'updated';
export interface Reviewer {
  firstName: string;
  lastName: string;
}
export interface ReviewRecord {
  _id: string;
  agencyKey: number;
  agencyId: string;
  set: ReviewSet;
  status: string;
  submittedAt: string;
  reviewer: Reviewer | null;
  startedAt: string | null;
  conclusion: { action: 'accepted' | 'rejected'; conclusion: string } | null;
}

export interface AgencySummary {
  _id: string;
  workEmail: string;
  profile: { name: string; logo: string | null; locations: string[] };
}

const HOUR = 3_600_000;
// The first five reviews of each queue take these statuses in turn (both spellings of in progress
// appear, as the real backend sends both), so every status is seeded at any size.
const FIRST_STATUSES = ['pending', 'in progress', 'completed', 'in-progress', 'rejected'] as const;
export type SeededStatus = (typeof FIRST_STATUSES)[number];
const WEIGHTED_STATUSES: [string, number][] = [
  ['pending', 0.42],
  ['in progress', 0.12],
  ['in-progress', 0.12],
  ['completed', 0.18],
  ['rejected', 0.16],
];

function weightedStatus(rng: Rng): string {
  let roll = rng();
  for (const [status, weight] of WEIGHTED_STATUSES) {
    if ((roll -= weight) < 0) return status;
  }
  return 'pending';
}

function seedReview(set: ReviewSet, position: number): ReviewRecord {
  const agencyKey = set === 'agency' ? position : UPDATED_BASE + position;
  const rng = rngFor(Salt.review, agencyKey);
  const status = position < FIRST_STATUSES.length ? FIRST_STATUSES[position] : weightedStatus(rng);
  const hoursBack = position * (set === 'agency' ? 3 : 7) + rng() * 2.5 + 1;
  const submitted = BASE_DATE - Math.round(hoursBack * HOUR);
  const started = status === 'pending' ? null : Math.min(submitted + int(rng, 1, 48) * HOUR, BASE_DATE);
  const reviewer = started === null ? null : pick(rng, [DEMO_REVIEWER, ...OTHER_REVIEWERS]);
  const closed = status === 'completed' || status === 'rejected';
  return {
    _id: reviewIdOf(agencyKey),
    agencyKey,
    agencyId: agencyIdOf(agencyKey),
    set,
    status,
    submittedAt: new Date(submitted).toISOString(),
    reviewer: reviewer && { firstName: reviewer.firstName, lastName: reviewer.lastName },
    startedAt: started === null ? null : new Date(started).toISOString(),
    conclusion: closed
      ? { action: status === 'completed' ? 'accepted' : 'rejected', conclusion: pick(rng, CONCLUSIONS) }
      : null,
  };
}

/** The newest review of a queue with a status, and its agency: what tests and examples open. */
export function newestSeededReview(set: ReviewSet, status: SeededStatus) {
  const review = seedReview(set, FIRST_STATUSES.indexOf(status));
  const { profile, workEmail } = agencySummary(review.agencyKey);
  return { agencyId: review.agencyId, reviewId: review._id, name: profile.name, workEmail };
}

export function seedReviews(agencies: number): ReviewRecord[] {
  const reviews: ReviewRecord[] = [];
  for (let i = 0; i < agencies; i++) reviews.push(seedReview('agency', i));
  for (let j = 0; j < UPDATED_PROFILES; j++) reviews.push(seedReview('updated', j));
  return reviews;
}

/** Distinct names for the first 160 agencies of each set; Arabic names every few rows. */
function agencyName(key: number): { name: string; domain: string } {
  const updated = key >= UPDATED_BASE;
  const position = updated ? key - UPDATED_BASE : key;
  if (position % (updated ? 4 : 5) === 2) {
    return {
      name: ARABIC_NAMES[(position + (updated ? 5 : 0)) % ARABIC_NAMES.length],
      domain: `agency-${key}`,
    };
  }
  const combos = NAME_WORDS.length * NAME_NOUNS.length;
  const ordinal = updated ? combos - 1 - (position % combos) : position % combos;
  const round = Math.floor(position / combos);
  const name = [
    NAME_WORDS[ordinal % NAME_WORDS.length],
    NAME_NOUNS[Math.floor(ordinal / NAME_WORDS.length)],
    ...(round > 0 ? [String(round + 1)] : []),
  ].join(' ');
  return { name, domain: name.toLowerCase().replace(/\s+/g, '-') };
}

function logoFor(name: string, rng: Rng): string {
  const letter = [...name][0] ?? 'A';
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' ` +
    `fill='hsl(${int(rng, 0, 359)},55%,42%)'/><text x='32' y='42' font-size='28' font-family='sans-serif' ` +
    `text-anchor='middle' fill='white'>${letter}</text></svg>`;
  // Only what a data URL must escape, to keep 10,000-row lists small.
  return `data:image/svg+xml,${svg.replace(/[<>#%"]|[^\x20-\x7e]/g, (ch) => encodeURIComponent(ch))}`;
}

export function agencySummary(key: number): AgencySummary {
  const rng = rngFor(Salt.summary, key);
  const { name, domain } = agencyName(key);
  const logo = rng() < 0.17 ? null : logoFor(name, rng);
  const roll = rng();
  // The first rows always show a location; later ones sometimes have none.
  const locationCount = roll < 0.08 && key >= 5 ? 0 : roll < 0.55 ? 1 : int(rng, 2, 3);
  return {
    _id: agencyIdOf(key),
    workEmail: `hello@${domain}.demo.test`,
    profile: { name, logo, locations: sample(rng, CITIES, locationCount) },
  };
}
