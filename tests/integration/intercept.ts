// Lets a test answer some requests itself (a failure, a garbled body, a held answer) and pass the
// rest on to the in-process demo API.
export type Intercept = (
  request: { method: string; path: string },
  passOn: () => Promise<Response>,
) => Promise<Response> | undefined;

export function intercepting(fetch: typeof globalThis.fetch, intercept: Intercept): typeof globalThis.fetch {
  return (input, init) => {
    const path = String(input instanceof Request ? input.url : input).replace(/^\/api/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    return intercept({ method, path }, () => fetch(input, init)) ?? fetch(input, init);
  };
}

export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A promise the test resolves when it chooses: an answer held back. */
export function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
