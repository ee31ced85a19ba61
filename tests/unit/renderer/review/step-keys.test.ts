// The review step's keys as the shortcut engine sees them: physical keys (the J key types "ت" on an
// Arabic keyboard), letters never while typing nor with the switch off, Esc only in a note,
// Ctrl/⌘+Enter only while Next is enabled, J and K on the preview alone in full screen, and nothing
// that edits while the step is being sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepShortcuts, type StepKeyActions } from '@renderer/features/review/lib/step-shortcuts';
import { findShortcut, type KeyContext, type KeyPress } from '@renderer/lib/shortcuts/matching';
import { idle, press } from '../shortcuts/key-press';

const typing = { ...idle, typing: true };

function setUp({ canSubmit = true, judging = true, fullScreen = false, readOnly = false } = {}) {
  const cursor: StepKeyActions = {
    move: vi.fn(),
    show: vi.fn(),
    judging: () => judging,
    mark: vi.fn(),
    leaveNote: vi.fn(),
    focusTags: vi.fn(),
  };
  const next = document.createElement('button');
  next.disabled = !canSubmit;
  const submit = vi.fn();
  next.addEventListener('click', submit);
  const bindings = stepShortcuts({
    cursor,
    nextButton: () => next,
    fullScreen: () => fullScreen,
    readOnly: () => readOnly,
  });
  const run = (event: KeyPress, context: KeyContext = idle) => {
    const binding = findShortcut(bindings, event, context);
    binding?.run(event as KeyboardEvent);
    return binding?.id;
  };
  return { cursor, submit, run };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the review step keys', () => {
  it('J, K, V, I and T act by their physical key', () => {
    const { cursor, run } = setUp();
    expect(run(press('KeyJ'))).toBe('review.next-field');
    expect(cursor.move).toHaveBeenLastCalledWith(1);
    expect(run(press('KeyK'))).toBe('review.previous-field');
    expect(cursor.move).toHaveBeenLastCalledWith(-1);
    run(press('KeyV'));
    expect(cursor.mark).toHaveBeenLastCalledWith('valid');
    run(press('KeyI'));
    expect(cursor.mark).toHaveBeenLastCalledWith('invalid');
    run(press('KeyT'));
    expect(cursor.focusTags).toHaveBeenCalledOnce();
  });

  it('J and K move on while held; V, I and T act once per press', () => {
    const { run } = setUp();
    expect(run(press('KeyJ', { repeat: true }))).toBe('review.next-field');
    expect(run(press('KeyK', { repeat: true }))).toBe('review.previous-field');
    for (const code of ['KeyV', 'KeyI', 'KeyT']) expect(run(press(code, { repeat: true }))).toBeUndefined();
  });

  it('no letter acts while typing, with a modifier, or with single-key shortcuts turned off', () => {
    const { run } = setUp();
    for (const code of ['KeyJ', 'KeyK', 'KeyV', 'KeyI', 'KeyT']) {
      expect(run(press(code), typing)).toBeUndefined();
      expect(run(press(code, { ctrlKey: true }))).toBeUndefined();
      expect(run(press(code, { altKey: true }))).toBeUndefined();
      expect(run(press(code, { shiftKey: true }))).toBeUndefined();
      expect(run(press(code), { ...idle, lettersEnabled: false })).toBeUndefined();
      expect(run(press(code), { ...idle, overlayOpen: true })).toBeUndefined();
      expect(run(press(code, { isComposing: true }))).toBeUndefined();
    }
  });

  it('V and I do nothing without a current field judged on this step', () => {
    const { cursor, run } = setUp({ judging: false });
    expect(run(press('KeyV'))).toBeUndefined();
    expect(run(press('KeyI'))).toBeUndefined();
    expect(cursor.mark).not.toHaveBeenCalled();
  });

  it('Esc goes back from a note to its field, and leaves every other Esc alone', () => {
    const { cursor, run } = setUp();
    const note = document.body.appendChild(document.createElement('textarea'));
    note.setAttribute('data-field-note', '');
    const other = document.body.appendChild(document.createElement('textarea'));
    other.focus();
    expect(run(press('Escape'), typing)).toBeUndefined();
    note.focus();
    expect(run(press('Escape'), typing)).toBe('review.leave-note');
    expect(cursor.leaveNote).toHaveBeenCalledOnce();
    // The switch is for letters: Esc acts with it off.
    expect(run(press('Escape'), { ...typing, lettersEnabled: false })).toBe('review.leave-note');
  });

  it('Ctrl+Enter and ⌘+Enter submit from anywhere, a note or a button included, while Next is enabled', () => {
    const { submit, run } = setUp();
    expect(run(press('Enter', { ctrlKey: true }), typing)).toBe('review.submit-step');
    expect(run(press('Enter', { metaKey: true }), { ...idle, onControl: true })).toBe('review.submit-step');
    expect(run(press('NumpadEnter', { ctrlKey: true }))).toBe('review.submit-step');
    expect(submit).toHaveBeenCalledTimes(3);
    expect(run(press('Enter'), typing)).toBeUndefined();
    expect(run(press('Enter', { ctrlKey: true, repeat: true }))).toBeUndefined();
  });

  it('Ctrl+Enter does nothing while Next is disabled', () => {
    const { submit, run } = setUp({ canSubmit: false });
    expect(run(press('Enter', { ctrlKey: true }), typing)).toBeUndefined();
    expect(submit).not.toHaveBeenCalled();
  });

  it('in full screen J and K show the next and previous field in the preview; V, I and T do nothing', () => {
    const { cursor, run } = setUp({ fullScreen: true });
    expect(run(press('KeyJ'))).toBe('review.next-field-full-screen');
    expect(cursor.show).toHaveBeenLastCalledWith(1);
    expect(run(press('KeyK', { repeat: true }))).toBe('review.previous-field-full-screen');
    expect(cursor.show).toHaveBeenLastCalledWith(-1);
    for (const code of ['KeyV', 'KeyI', 'KeyT']) expect(run(press(code))).toBeUndefined();
    expect(cursor.move).not.toHaveBeenCalled();
    expect(cursor.mark).not.toHaveBeenCalled();
    expect(cursor.focusTags).not.toHaveBeenCalled();
  });

  it('while the step is being sent V, I and T do nothing; J and K, which edit nothing, still move', () => {
    const { cursor, run } = setUp({ readOnly: true });
    for (const code of ['KeyV', 'KeyI', 'KeyT']) expect(run(press(code))).toBeUndefined();
    expect(cursor.mark).not.toHaveBeenCalled();
    expect(cursor.focusTags).not.toHaveBeenCalled();
    expect(run(press('KeyJ'))).toBe('review.next-field');
    expect(run(press('KeyK'))).toBe('review.previous-field');
  });
});
