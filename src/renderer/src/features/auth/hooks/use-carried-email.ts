import { useLocation } from 'react-router-dom';
import { carriedEmail } from '../lib/carried-email';

/** The email the recovery flow carries in history state, or null. */
export function useCarriedEmail(): string | null {
  return carriedEmail(useLocation().state);
}
