// F toggles the preview's full screen by its physical key (ب on an Arabic keyboard), never while
// typing or with the single-key shortcuts turned off; Esc leaves full screen, even from a field. While
// it is full screen, the page around the preview is inert.
import { act, fireEvent, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inertOutside, useFullScreen } from '@renderer/lib/full-screen';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import { listenForShortcuts } from '@renderer/lib/shortcuts/shortcut-registry';
import { useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { fakePlatform } from '../fake-platform';

const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProvider platform={fakePlatform()}>{children}</PlatformProvider>
);

const press = (code: string, key: string, target: Element = document.body) =>
  act(() => void fireEvent.keyDown(target, { code, key }));

// As the signed-in screens do (guarded-layout.tsx).
let stopListening = () => {};

beforeEach(() => {
  document.body.innerHTML = '';
  useShortcutSettings.setState({ lettersEnabled: true });
  stopListening = listenForShortcuts(window);
});

afterEach(() => stopListening());

describe('the full-screen keys', () => {
  it('F toggles full screen by its physical key, and Esc leaves it', () => {
    const { result } = renderHook(() => useFullScreen(), { wrapper });
    press('KeyF', 'ب');
    expect(result.current.fullScreen).toBe(true);
    press('KeyF', 'f');
    expect(result.current.fullScreen).toBe(false);
    press('KeyF', 'f');
    press('Escape', 'Escape', document.body.appendChild(document.createElement('textarea')));
    expect(result.current.fullScreen).toBe(false);
  });

  it('F is a letter while typing, and does nothing with modifiers', () => {
    const { result } = renderHook(() => useFullScreen(), { wrapper });
    press('KeyF', 'f', document.body.appendChild(document.createElement('input')));
    act(() => void fireEvent.keyDown(document.body, { code: 'KeyF', key: 'f', ctrlKey: true }));
    expect(result.current.fullScreen).toBe(false);
  });

  it('F does nothing once single-key shortcuts are turned off; Esc still leaves', () => {
    const { result } = renderHook(() => useFullScreen(), { wrapper });
    press('KeyF', 'f');
    act(() => useShortcutSettings.getState().setLettersEnabled(false));
    press('KeyF', 'f');
    expect(result.current.fullScreen).toBe(true);
    press('Escape', 'Escape');
    expect(result.current.fullScreen).toBe(false);
  });
});

describe('the page around a full-screen overlay', () => {
  it('is inert until full screen closes, but for portals and live regions; what was inert stays so', () => {
    document.body.innerHTML = `
      <div id="root">
        <nav id="sidebar"><a href="/">Agencies</a></nav>
        <main>
          <div id="form-column"><textarea></textarea></div>
          <div id="preview-column"><section id="overlay"><button>Exit</button></section><p id="hint"></p></div>
        </main>
        <div id="already" inert></div>
      </div>
      <div data-portal="true" id="portal"></div>
      <div aria-live="polite" id="live"></div>`;
    const inert = () => [...document.querySelectorAll('[inert]')].map((element) => element.id).sort();

    const restore = inertOutside(document.getElementById('overlay')!);
    expect(inert()).toEqual(['already', 'form-column', 'hint', 'sidebar']);
    expect(document.getElementById('overlay')!.closest('[inert]')).toBeNull();
    restore();
    expect(inert()).toEqual(['already']);
  });
});
