// The seeded review queues. Reviews are small records built up front; agency data is derived from the
// agency key on demand, so DEMO_AGENCIES=100000 starts at once.
import { DEMO_REVIEWER } from './credentials';
import { agencyIdOf, LARGE_REVIEW_KEY, reviewIdOf, UPDATED_BASE } from './ids';
import { int, pick, rngFor, Salt, sample, type Rng } from './prng';
import { ARABIC_NAMES, CITIES, CONCLUSIONS, NAME_NOUNS, NAME_WORDS, OTHER_REVIEWERS } from './seed-pools';

/** Fixed "now" of the demo data, so dates never depend on today. */
export const BASE_DATE = Date.UTC(2026, 9, 1);
export const DEFAULT_AGENCIES = 48;
export const UPDATED_PROFILES = 12;

export type ReviewSet = 'agency' | 'updated';
export interface SeedOptions {
  /** Adds LARGE_REVIEW on top of the agency reviews (DEMO_LARGE_REVIEW). */
  largeReview?: boolean;
}
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

const REVIEWERS = [DEMO_REVIEWER, ...OTHER_REVIEWERS];

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
  const reviewer = started === null ? null : pick(rng, REVIEWERS);
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

/**
 * DEMO_LARGE_REVIEW's review, the newest of the Agencies list and in progress for the demo reviewer:
 * 20 services of 6 case studies each make 200 fields on the services step (10 per service), and 185
 * work items with the 11 profile fields, 3 social links and the tags make 200 on the profile step.
 */
const LARGE_REVIEW_DOMAIN = 'benchmark-grand-agency';
export const LARGE_REVIEW = {
  agencyId: agencyIdOf(LARGE_REVIEW_KEY),
  reviewId: reviewIdOf(LARGE_REVIEW_KEY),
  name: 'Benchmark Grand Agency',
  workEmail: `hello@${LARGE_REVIEW_DOMAIN}.demo.test`,
  services: 20,
  caseStudiesPerService: 6,
  workItems: 185,
  serviceStepFields: 200,
  profileStepFields: 200,
} as const;

function seedLargeReview(): ReviewRecord {
  const submitted = BASE_DATE - HOUR / 2;
  return {
    _id: LARGE_REVIEW.reviewId,
    agencyKey: LARGE_REVIEW_KEY,
    agencyId: LARGE_REVIEW.agencyId,
    set: 'agency',
    status: 'in progress',
    submittedAt: new Date(submitted).toISOString(),
    reviewer: { firstName: DEMO_REVIEWER.firstName, lastName: DEMO_REVIEWER.lastName },
    startedAt: new Date(submitted + HOUR / 4).toISOString(),
    conclusion: null,
  };
}

/**
 * Agencies reviewed once and then updated: besides their review in the Agencies list, each has a newer
 * one in Updated Profiles, as a real backend has. Review details are asked by agency, and the demo
 * answers with the newer review, so a report of the older one must notice it is not its review.
 * Cedar Media's first review is completed; Orbit Studio's two reviews are both in progress.
 */
export const REREVIEWED_AGENCIES = [
  { agencyPosition: 18, status: 'pending' },
  { agencyPosition: 13, status: 'in progress' },
] as const;

function seedUpdateOf(agency: ReviewRecord, position: number, status: string): ReviewRecord {
  // Older than the other updated profiles, so the queues' first rows stay as they were.
  const update = seedReview('updated', UPDATED_PROFILES + position);
  const reviewer = status === 'pending' ? null : { ...DEMO_REVIEWER_NAME };
  return {
    ...update,
    agencyKey: agency.agencyKey,
    agencyId: agency.agencyId,
    status,
    reviewer,
    startedAt: reviewer && update.submittedAt,
    conclusion: null,
  };
}

const DEMO_REVIEWER_NAME = { firstName: DEMO_REVIEWER.firstName, lastName: DEMO_REVIEWER.lastName };

/** A re-reviewed agency's two reviews: the one in the Agencies list and the newer updated one. */
export function rereviewedAgency(index: 0 | 1) {
  const { agencyPosition, status } = REREVIEWED_AGENCIES[index];
  const first = seedReview('agency', agencyPosition);
  const update = seedUpdateOf(first, index, status);
  return {
    agencyId: first.agencyId,
    name: agencySummary(first.agencyKey).profile.name,
    firstReview: { reviewId: first._id, status: first.status },
    updateReview: { reviewId: update._id, status: update.status },
  };
}

export function seedReviews(agencies: number, options: SeedOptions = {}): ReviewRecord[] {
  const reviews: ReviewRecord[] = options.largeReview ? [seedLargeReview()] : [];
  for (let i = 0; i < agencies; i++) reviews.push(seedReview('agency', i));
  for (let j = 0; j < UPDATED_PROFILES; j++) reviews.push(seedReview('updated', j));
  REREVIEWED_AGENCIES.forEach(({ agencyPosition, status }, index) => {
    const first = reviews.find((review) => review.set === 'agency' && review.agencyKey === agencyPosition);
    if (first) reviews.push(seedUpdateOf(first, index, status));
  });
  return reviews;
}

/** Distinct names for the first 160 agencies of each set; Arabic names every few rows. */
function agencyName(key: number): { name: string; domain: string } {
  if (key === LARGE_REVIEW_KEY) return { name: LARGE_REVIEW.name, domain: LARGE_REVIEW_DOMAIN };
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

/** Where GET /logos/:file serves an agency's logo: a path on the API, as the endpoints' paths are. */
export const logoPathOf = (agencyId: string) => `/logos/${agencyId}.svg`;

/** 17% of agencies have no logo (never the large review's); the first draws of the summary's stream. */
function drawLogoHue(key: number, rng: Rng): number | null {
  const missing = rng() < 0.17 && key !== LARGE_REVIEW_KEY;
  return missing ? null : int(rng, 0, 359);
}

/** The agency's logo, its initial on its colour; null when it has none. */
export function logoSvg(key: number): string | null {
  const hue = drawLogoHue(key, rngFor(Salt.summary, key));
  if (hue === null) return null;
  const letter = [...agencyName(key).name][0] ?? 'A';
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='14' ` +
    `fill='hsl(${hue},55%,42%)'/><text x='32' y='42' font-size='28' font-family='sans-serif' ` +
    `text-anchor='middle' fill='white'>${letter}</text></svg>`
  );
}

export function agencySummary(key: number): AgencySummary {
  const rng = rngFor(Salt.summary, key);
  const { name, domain } = agencyName(key);
  const _id = agencyIdOf(key);
  const logo = drawLogoHue(key, rng) === null ? null : logoPathOf(_id);
  const roll = rng();
  // The first rows (and the large review) always show a location; later ones sometimes have none.
  const always = key < 5 || key === LARGE_REVIEW_KEY;
  const locationCount = roll < 0.08 && !always ? 0 : roll < 0.55 ? 1 : int(rng, 2, 3);
  return {
    _id,
    workEmail: `hello@${domain}.demo.test`,
    profile: { name, logo, locations: sample(rng, CITIES, locationCount) },
  };
}
