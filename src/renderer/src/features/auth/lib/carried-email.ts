// The recovery flow carries the email in navigation (history) state: it survives a reload of the
// same window and never appears in the URL.
export interface CarriedEmailState {
  email: string;
}

export function carriedEmail(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const email = (state as Partial<CarriedEmailState>).email;
  return typeof email === 'string' && email.trim() ? email : null;
}
