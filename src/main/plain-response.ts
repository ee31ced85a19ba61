// A short plain-text answer of main's own protocol handlers (a 404, a refusal).
export const plainResponse = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
