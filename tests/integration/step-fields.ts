// A field of the review step by its path, for queries inside it (throws until it is shown, so it
// works inside waitFor).
import { within } from '@testing-library/react';

export function fieldElement(path: string): HTMLElement {
  const item = document.querySelector(`[data-field-path="${path}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no field ${path}`);
  return item;
}

export const fieldItem = (path: string) => within(fieldElement(path));
