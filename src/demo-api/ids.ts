// Mongo-like ids derived from an agency key, so an agency can be rebuilt from its id alone.

/** Keys of updated-profile agencies start here; first-time agencies use 0..N-1. */
export const UPDATED_BASE = 0x100000;
export const MAX_AGENCIES = UPDATED_BASE - 1;
/**
 * The large review's agency (DEMO_LARGE_REVIEW): far from every other key, because its 20 services
 * and their case studies take the id ranges of the next two keys (see serviceIdOf, caseStudyIdOf).
 */
export const LARGE_REVIEW_KEY = 2 * UPDATED_BASE;

const hexKey = (key: number) => key.toString(16).padStart(18, '0');

export const agencyIdOf = (key: number): string => `66f1a0${hexKey(key)}`;
export const reviewIdOf = (key: number): string => `66f1c0${hexKey(key)}`;
export const skillIdOf = (index: number): string => `66f1e0${hexKey(index)}`;
export const caseStudyIdOf = (key: number, service: number, index: number): string =>
  `66f1d0${hexKey(key * 64 + service * 8 + index)}`;
export const serviceIdOf = (key: number, index: number): string => `66f1b0${hexKey(key * 8 + index)}`;
