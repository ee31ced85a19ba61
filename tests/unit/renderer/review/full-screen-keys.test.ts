import { describe, expect, it } from 'vitest';
import { isFullScreenKey, isTypingTarget } from '@renderer/lib/full-screen';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
};

describe('the full-screen key', () => {
  it('is F, in either case or by its physical key, without modifiers', () => {
    expect(isFullScreenKey(new KeyboardEvent('keydown', { key: 'f' }))).toBe(true);
    expect(isFullScreenKey(new KeyboardEvent('keydown', { key: 'F' }))).toBe(true);
    expect(isFullScreenKey(new KeyboardEvent('keydown', { key: 'ب', code: 'KeyF' }))).toBe(true);
    expect(isFullScreenKey(new KeyboardEvent('keydown', { key: 'f', ctrlKey: true }))).toBe(false);
    expect(isFullScreenKey(new KeyboardEvent('keydown', { key: 'g' }))).toBe(false);
  });

  it('is ignored while typing in inputs, textareas and editable elements', () => {
    expect(isTypingTarget(element('<input type="text">'))).toBe(true);
    expect(isTypingTarget(element('<textarea></textarea>'))).toBe(true);
    const editable = element('<div contenteditable="true"></div>');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(element('<input type="radio">'))).toBe(false);
    expect(isTypingTarget(element('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
