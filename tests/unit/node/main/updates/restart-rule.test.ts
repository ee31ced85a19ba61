import { describe, expect, it } from 'vitest';
import { mayRestartForUpdate } from '@main/updates/restart-rule';

describe('restarting for an update', () => {
  it('goes ahead when nothing is unsaved', () => {
    expect(mayRestartForUpdate({ dirty: false, draftsPending: false })).toBe('restart');
  });

  it('asks the unsaved-changes question while a form has changes', () => {
    expect(mayRestartForUpdate({ dirty: true, draftsPending: false })).toBe('ask');
  });

  it('waits while a draft is still being written, whatever else', () => {
    expect(mayRestartForUpdate({ dirty: false, draftsPending: true })).toBe('wait');
    expect(mayRestartForUpdate({ dirty: true, draftsPending: true })).toBe('wait');
  });
});
