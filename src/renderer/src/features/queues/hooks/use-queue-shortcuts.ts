// The queues' keys: / to the search box (Esc back out), J and K through the rows, Enter for the
// selected row's own Start Review or View Review button, so the same requests go out as on a click.
import type { RefObject } from 'react';
import type { ShortcutBinding } from '@renderer/lib/shortcuts/binding';
import { useShortcuts } from '@renderer/lib/shortcuts/use-shortcuts';

interface QueueShortcutsInputs {
  search: RefObject<HTMLInputElement | null>;
  table: RefObject<HTMLTableElement | null>;
  move(step: 1 | -1): void;
}

/** The selected row's action (a button or a link), if a row is selected. */
const selectedAction = (table: HTMLTableElement | null) =>
  table?.querySelector<HTMLElement>('tr[aria-selected="true"] [data-row-action]') ?? null;

export function useQueueShortcuts({ search, table, move }: QueueShortcutsInputs): void {
  const bindings: ShortcutBinding[] = [
    {
      id: 'queues.focus-search',
      code: 'Slash',
      letter: true,
      labelKey: 'actions.focusSearch',
      run: () => {
        search.current?.focus();
        search.current?.select();
      },
    },
    {
      // Also keeps the search: a search box's own Esc would empty it.
      id: 'queues.leave-search',
      code: 'Escape',
      inTyping: true,
      when: () => search.current !== null && document.activeElement === search.current,
      labelKey: 'actions.leaveSearch',
      run: () => search.current?.blur(),
    },
    {
      id: 'queues.next-row',
      code: 'KeyJ',
      letter: true,
      repeat: true,
      labelKey: 'actions.nextRow',
      run: () => move(1),
    },
    {
      id: 'queues.previous-row',
      code: 'KeyK',
      letter: true,
      repeat: true,
      labelKey: 'actions.previousRow',
      run: () => move(-1),
    },
    {
      id: 'queues.open-row',
      code: 'Enter',
      when: () => selectedAction(table.current) !== null,
      labelKey: 'actions.openRow',
      run: () => selectedAction(table.current)?.click(),
    },
  ];
  useShortcuts(bindings);
}
