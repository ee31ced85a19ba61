import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS, statusKey } from '@shared/domain/review-status';

describe('review statuses', () => {
  it('reads both spellings of in progress', () => {
    expect(statusKey('in progress')).toBe('inProgress');
    expect(statusKey('in-progress')).toBe('inProgress');
    expect(statusKey(' In-Progress ')).toBe('inProgress');
  });

  it('colours pending amber, in progress blue, completed green, rejected red, anything else grey', () => {
    const colour = (status: string) => STATUS_COLOURS[statusKey(status)];
    expect(colour('pending')).toBe('yellow');
    expect(colour('in progress')).toBe('blue');
    expect(colour('completed')).toBe('green');
    expect(colour('rejected')).toBe('red');
    expect(colour('archived')).toBe('gray');
  });
});
