import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import {
  listenForShortcuts,
  listShortcuts,
  useShortcutRegistry,
} from '@renderer/lib/shortcuts/shortcut-registry';
import { SHORTCUT_SETTINGS_KEY, useShortcutSettings } from '@renderer/lib/shortcuts/shortcut-settings';
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';

/** A key press on the focused element (or the page), as a keyboard sends it. */
function press(
  code: string,
  init: KeyboardEventInit = {},
  target: EventTarget = document.activeElement ?? document.body,
) {
  const event = new KeyboardEvent('keydown', { code, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function screenKeys() {
  const next = vi.fn();
  const submit = vi.fn();
  const leave = vi.fn();
  const bindings: ShortcutBinding[] = [
    { id: 'next', code: 'KeyJ', letter: true, repeat: true, labelKey: 'actions.nextRow', run: next },
    {
      id: 'submit',
      code: 'Enter',
      ctrlOrMeta: true,
      inTyping: true,
      labelKey: 'actions.openRow',
      run: submit,
    },
    { id: 'leave', code: 'Escape', inTyping: true, labelKey: 'actions.leaveSearch', run: leave },
  ];
  return { bindings, next, submit, leave };
}

// As the signed-in screens do (guarded-layout.tsx).
let stopListening = () => {};

beforeEach(() => {
  useShortcutSettings.setState({ lettersEnabled: true });
  stopListening = listenForShortcuts(window);
});

afterEach(() => {
  stopListening();
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('useShortcuts', () => {
  it('runs a binding on its physical key, under an Arabic layout too, and takes the key', () => {
    const { bindings, next } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    const event = press('KeyJ', { key: 'ت' });
    expect(next).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves a "j" typed by another key alone', () => {
    const { bindings, next } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    const event = press('KeyH', { key: 'j' });
    expect(next).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it('lets a field have its letters, but Esc and Ctrl+Enter still act there', () => {
    const { bindings, next, submit, leave } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(press('KeyJ', { key: 'j' }).defaultPrevented).toBe(false);
    press('Enter', { ctrlKey: true });
    press('Escape');
    expect(next).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('does nothing while a dialog or menu is open', () => {
    const { bindings, next, leave } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    const menu = document.body.appendChild(document.createElement('div'));
    menu.setAttribute('role', 'menu');
    press('KeyJ');
    press('Escape');
    expect(next).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('does nothing while an input method composes', () => {
    const { bindings, next } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    press('KeyJ', { isComposing: true });
    expect(next).not.toHaveBeenCalled();
  });

  it('calls the screen’s latest closure', () => {
    const first = vi.fn();
    const second = vi.fn();
    const binding = (run: () => void): ShortcutBinding[] => [
      { id: 'next', code: 'KeyJ', letter: true, labelKey: 'actions.nextRow', run },
    ];
    const { rerender } = renderHook(({ run }) => useShortcuts(binding(run)), {
      initialProps: { run: first },
    });
    rerender({ run: second });
    press('KeyJ');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('gives a key both want to the newest screen, then back once it is gone', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const escapeTo = (id: string, run: () => void): ShortcutBinding[] => [
      { id, code: 'Escape', labelKey: 'actions.exitFullScreen', run },
    ];
    renderHook(() => useShortcuts(escapeTo('older', older)));
    const top = renderHook(() => useShortcuts(escapeTo('newer', newer)));
    press('Escape');
    top.unmount();
    press('Escape');
    expect(newer).toHaveBeenCalledOnce();
    expect(older).toHaveBeenCalledOnce();
  });
});

describe('the registry', () => {
  it('lists the bindings of what is on screen, and forgets them on unmount or when disabled', () => {
    const { bindings } = screenKeys();
    const ids = () => listShortcuts().map((binding) => binding.id);
    const view = renderHook(({ enabled }) => useShortcuts(bindings, enabled), {
      initialProps: { enabled: true },
    });
    expect(ids()).toEqual(['next', 'submit', 'leave']);
    view.rerender({ enabled: false });
    expect(ids()).toEqual([]);
    view.rerender({ enabled: true });
    expect(ids()).toEqual(['next', 'submit', 'leave']);
    view.unmount();
    expect(useShortcutRegistry.getState().registrations).toEqual([]);
  });

  it('stops listening once nothing is registered', () => {
    const { bindings, next } = screenKeys();
    const view = renderHook(() => useShortcuts(bindings));
    view.unmount();
    press('KeyJ');
    expect(next).not.toHaveBeenCalled();
  });
});

describe('the window listener', () => {
  it('is not attached by importing the registry, even once a screen registers', async () => {
    vi.resetModules();
    const attach = vi.spyOn(window, 'addEventListener');
    const fresh = await import('@renderer/lib/shortcuts/shortcut-registry');
    fresh.useShortcutRegistry.getState().register(1, screenKeys().bindings);
    expect(attach).not.toHaveBeenCalledWith('keydown', expect.anything());
    fresh.useShortcutRegistry.getState().unregister(1);
  });

  it('is attached once asked, while something is registered, and detached for good when told', () => {
    const target = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const { bindings } = screenKeys();
    // A screen registered before the listening starts (child effects run before their parent's).
    const early = renderHook(() => useShortcuts(bindings));
    const stop = listenForShortcuts(target);
    expect(target.addEventListener).toHaveBeenCalledExactlyOnceWith('keydown', expect.any(Function));
    const listener: unknown = target.addEventListener.mock.calls[0][1];
    early.unmount();
    expect(target.removeEventListener).toHaveBeenCalledExactlyOnceWith('keydown', listener);
    renderHook(() => useShortcuts(bindings));
    expect(target.addEventListener).toHaveBeenCalledTimes(2);
    stop();
    expect(target.removeEventListener).toHaveBeenLastCalledWith('keydown', listener);
    cleanup();
    renderHook(() => useShortcuts(bindings));
    expect(target.addEventListener).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once stopped', () => {
    const { bindings, next } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    stopListening();
    press('KeyJ');
    expect(next).not.toHaveBeenCalled();
  });
});

describe('the switch for single-key shortcuts', () => {
  it('is on by default', () => {
    expect(useShortcutSettings.getInitialState().lettersEnabled).toBe(true);
  });

  it('when off, J does nothing while Esc and Ctrl+Enter still act', () => {
    const { bindings, next, submit, leave } = screenKeys();
    renderHook(() => useShortcuts(bindings));
    act(() => useShortcutSettings.getState().setLettersEnabled(false));
    expect(press('KeyJ').defaultPrevented).toBe(false);
    press('Escape');
    press('Enter', { metaKey: true });
    expect(next).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledOnce();
  });

  it('is remembered in local storage', async () => {
    useShortcutSettings.getState().setLettersEnabled(false);
    expect(JSON.parse(localStorage.getItem(SHORTCUT_SETTINGS_KEY) ?? '{}')).toMatchObject({
      state: { lettersEnabled: false },
    });
    useShortcutSettings.setState({ lettersEnabled: true });
    localStorage.setItem(
      SHORTCUT_SETTINGS_KEY,
      JSON.stringify({ state: { lettersEnabled: false }, version: 0 }),
    );
    await useShortcutSettings.persist.rehydrate();
    expect(useShortcutSettings.getState().lettersEnabled).toBe(false);
  });
});
