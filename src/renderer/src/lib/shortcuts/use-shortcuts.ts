// A screen's shortcuts: registered while it is mounted (and `enabled`), listed in the sheet, and run
// by the one window listener with the screen's latest closures.
import { useEffect, useRef } from 'react';
import type { ShortcutBinding } from './binding';
import { useShortcutRegistry } from './shortcut-registry';

let nextOwner = 1;

/** What the registry and the sheet see of a binding; a change re-registers it. */
const shapeOf = ({
  id,
  code,
  shift,
  ctrlOrMeta,
  inTyping,
  letter,
  inDialog,
  repeat,
  labelKey,
}: ShortcutBinding) =>
  JSON.stringify([id, code, shift, ctrlOrMeta, inTyping, letter, inDialog, repeat, labelKey]);

export function useShortcuts(bindings: readonly ShortcutBinding[], enabled = true): void {
  const latest = useRef(bindings);
  useEffect(() => {
    latest.current = bindings;
  });
  const shape = bindings.map(shapeOf).join('\n');

  useEffect(() => {
    if (!enabled) return;
    const owner = nextOwner++;
    const current = (id: string) => latest.current.find((binding) => binding.id === id);
    // Stable entries in the registry that always call the screen's latest closures.
    const registered = latest.current.map((binding): ShortcutBinding => ({
      ...binding,
      when: () => {
        const now = current(binding.id);
        return Boolean(now) && (now?.when?.() ?? true);
      },
      run: (event) => current(binding.id)?.run(event),
    }));
    const { register, unregister } = useShortcutRegistry.getState();
    register(owner, registered);
    return () => unregister(owner);
  }, [enabled, shape]);
}
