// The bindings of what is on screen now, newest first: one window listener runs them (attached by
// listenForShortcuts once signed in), and the keyboard shortcuts sheet lists them.
import { create } from 'zustand';
import type { ShortcutBinding } from './binding';
import { findShortcut, type KeyContext } from './matching';
import { useShortcutSettings } from './shortcut-settings';
import { isActivatingControl, isOverlayOpen, isTypingTarget } from './typing-target';

interface Registration {
  owner: number;
  bindings: readonly ShortcutBinding[];
}

interface ShortcutRegistry {
  /** In the order they were registered; the last one wins a key both want. */
  registrations: readonly Registration[];
  register(owner: number, bindings: readonly ShortcutBinding[]): void;
  unregister(owner: number): void;
}

export const useShortcutRegistry = create<ShortcutRegistry>()((set) => ({
  registrations: [],
  register: (owner, bindings) =>
    set((state) => ({
      registrations: [...state.registrations.filter((each) => each.owner !== owner), { owner, bindings }],
    })),
  unregister: (owner) =>
    set((state) => ({ registrations: state.registrations.filter((each) => each.owner !== owner) })),
}));

/** Every registered binding, newest first, each id once (the newest). */
export function activeShortcuts(
  registrations = useShortcutRegistry.getState().registrations,
): ShortcutBinding[] {
  const byId = new Map<string, ShortcutBinding>();
  for (const binding of registrations.toReversed().flatMap((each) => each.bindings)) {
    if (!byId.has(binding.id)) byId.set(binding.id, binding);
  }
  return [...byId.values()];
}

/** Every registered binding in the order screens declared them, each id once: what the sheet lists. */
export function listShortcuts(
  registrations = useShortcutRegistry.getState().registrations,
): ShortcutBinding[] {
  const byId = new Map<string, ShortcutBinding>();
  for (const binding of registrations.flatMap((each) => each.bindings)) byId.set(binding.id, binding);
  return [...byId.values()];
}

/** The page as the key went down. */
export function keyContext(event: KeyboardEvent): KeyContext {
  return {
    typing: isTypingTarget(event.target),
    onControl: isActivatingControl(event.target),
    overlayOpen: isOverlayOpen(document),
    lettersEnabled: useShortcutSettings.getState().lettersEnabled,
  };
}

/** Runs the shortcut this key press asks for, if any; a shortcut that acts takes the key. */
export function dispatchShortcut(event: KeyboardEvent): boolean {
  const binding = findShortcut(activeShortcuts(), event, () => keyContext(event));
  if (!binding) return false;
  event.preventDefault();
  binding.run(event);
  return true;
}

/**
 * Runs the registered shortcuts on `target`'s key presses: the signed-in screens' layout calls it
 * once (guarded-layout.tsx). The listener is there only while something is registered, so a screen
 * without shortcuts pays nothing for a key. Answers how to stop listening.
 */
export function listenForShortcuts(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  // Bubbling: a focused widget's own handling (and its preventDefault) comes first.
  const onKeyDown = (event: KeyboardEvent) => void dispatchShortcut(event);
  let listening = false;
  const follow = ({ registrations }: ShortcutRegistry) => {
    const wanted = registrations.length > 0;
    if (wanted === listening) return;
    listening = wanted;
    if (wanted) target.addEventListener('keydown', onKeyDown);
    else target.removeEventListener('keydown', onKeyDown);
  };
  // Screens mounted before this call (their effects run before the layout's) are already registered.
  follow(useShortcutRegistry.getState());
  const unsubscribe = useShortcutRegistry.subscribe(follow);
  return () => {
    unsubscribe();
    target.removeEventListener('keydown', onKeyDown);
    listening = false;
  };
}
