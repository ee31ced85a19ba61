// What a dialog shows while it closes: the last value it was opened with, so its title and content do
// not change under the closing transition; and which opening that was, so a form opened again starts
// afresh even before the last one's content is gone.
import { useState } from 'react';

export function useLastShown<T>(value: T | null): { shown: T | null; opening: number } {
  const [last, setLast] = useState({ value, opening: 0 });
  // Set while rendering: React renders again with it before anything is shown.
  if (value !== null && value !== last.value) setLast({ value, opening: last.opening + 1 });
  return { shown: value ?? last.value, opening: last.opening };
}
