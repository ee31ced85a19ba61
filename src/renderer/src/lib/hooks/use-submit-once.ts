import { useState } from 'react';
import { createSubmitOnce, type SubmitOnce } from '../submit-once';

/** One guard per mounted screen, outside React's state updates: a second click in the same frame is dropped. */
export function useSubmitOnce(): SubmitOnce {
  const [guard] = useState(createSubmitOnce);
  return guard;
}
