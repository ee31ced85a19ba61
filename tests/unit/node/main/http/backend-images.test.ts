// The desktop app shows the logos the API sends as paths, as web mode does: the page loads them from
// app://console/backend-images/…, which main fetches from the configured backend and nowhere else.
import { describe, expect, it, vi } from 'vitest';
import {
  backendImageUrl,
  createBackendImageHandler,
  IMAGE_POLICY,
  MAX_IMAGE_BYTES,
  MAX_REDIRECTS,
} from '@main/http/backend-images';
import { createAppRequestHandler } from '@main/protocol';
import { readReviewList, signedIn, useDemoApi } from '../../demo-api/demo-client';

const BACKEND = 'https://review.agency.test/api/v1';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A backend that answers every request with `answer`, and remembers what it was asked. */
function backend(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: string | URL | Request, _init?: RequestInit) => answer());
  const handler = createBackendImageHandler({ apiBaseUrl: BACKEND, fetch: fetch as typeof globalThis.fetch });
  const get = (path: string, method = 'GET') =>
    handler(new Request(`app://console/backend-images${path}`, { method }));
  return { fetch, get };
}

const image = (
  type = 'image/png',
  body: ConstructorParameters<typeof Response>[0] = PNG,
  headers: Record<string, string> = {},
) => new Response(body, { headers: { 'Content-Type': type, ...headers } });

const redirectTo = (location: string, status = 302) =>
  new Response(null, { status, headers: { Location: location } });

/** A backend that gives `answers` in turn, one a request. */
function backendAnswering(...answers: Response[]) {
  return backend(() => answers.shift() ?? new Response('', { status: 500 }));
}

describe('where a path the API sends is fetched from', () => {
  it("under the configured backend's URL, query and all, as web mode's /api proxy puts it", () => {
    expect(backendImageUrl(BACKEND, '/backend-images/uploads/logo.png')?.href).toBe(
      'https://review.agency.test/api/v1/uploads/logo.png',
    );
    expect(backendImageUrl(`${BACKEND}/`, '/backend-images/logos/a%20b.svg', '?v=3')?.href).toBe(
      'https://review.agency.test/api/v1/logos/a%20b.svg?v=3',
    );
    expect(backendImageUrl('http://127.0.0.1:4010', '/backend-images/logos/x.svg')?.href).toBe(
      'http://127.0.0.1:4010/logos/x.svg',
    );
  });

  it('never anywhere else: not above its path, not another host', () => {
    expect(backendImageUrl(BACKEND, '/backend-images/%2e%2e/%2e%2e/admin.png')).toBeNull();
    expect(backendImageUrl(BACKEND, '/backend-images/%2E%2E/x.png')).toBeNull();
    for (const path of ['/backend-images//evil.test/x.png', '/backend-images/@evil.test/x.png']) {
      const url = backendImageUrl(BACKEND, path);
      expect(url?.host, path).toBe('review.agency.test');
      expect(url?.pathname.startsWith('/api/v1/'), path).toBe(true);
    }
    expect(backendImageUrl('http://127.0.0.1:4010', '/backend-images//evil.test/x.png')?.host).toBe(
      '127.0.0.1:4010',
    );
    // Encoded separators a server or proxy might decode and resolve above the backend's path.
    for (const path of ['/..%2f..%2fadmin', '/..%2F..%2Fadmin', '/x%5c..%5c..%5cadmin', '/logos%2fx.png']) {
      expect(backendImageUrl(BACKEND, `/backend-images${path}`), path).toBeNull();
    }
    expect(backendImageUrl(BACKEND, '/backend-imagesx/logo.png')).toBeNull();
    expect(backendImageUrl(BACKEND, '/assets/logo.png')).toBeNull();
  });
});

describe('a backend image', () => {
  it('is fetched with the session (its cookies) and served as the image it is', async () => {
    const { fetch, get } = backend(() => image('image/png', PNG, { 'Cache-Control': 'max-age=600' }));
    const answer = await get('/uploads/logo.png?v=3');
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG);
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    expect(answer.headers.get('Cache-Control')).toBe('max-age=600');
    expect(fetch).toHaveBeenCalledWith(
      'https://review.agency.test/api/v1/uploads/logo.png?v=3',
      expect.objectContaining({ method: 'GET', credentials: 'include', signal: expect.any(AbortSignal) }),
    );
  });

  it('cannot run scripts in the app if opened as a page: sandboxed, no sniffing', async () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
    const answer = await backend(() => image('image/svg+xml; charset=utf-8', svg)).get('/logos/x.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(answer.headers.get('Content-Security-Policy')).toBe(IMAGE_POLICY);
    expect(IMAGE_POLICY).toContain('sandbox');
    expect(IMAGE_POLICY).toContain("default-src 'none'");
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('is refused when it is not an image (a page, a script, no type)', async () => {
    for (const type of ['text/html', 'text/javascript', 'application/json', '']) {
      const answer = await backend(() => new Response('<script>', { headers: { 'Content-Type': type } })).get(
        '/uploads/logo.png',
      );
      expect(answer.status, type).toBe(502);
      expect(await answer.text()).not.toContain('<script>');
    }
  });

  it(`is refused when larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, said or streamed`, async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    const said = await backend(() =>
      image('image/png', PNG, { 'Content-Length': String(MAX_IMAGE_BYTES + 1) }),
    ).get('/big.png');
    expect(said.status).toBe(502);
    const streamed = await backend(() => image('image/png', new Blob([big]).stream())).get('/big.png');
    expect(streamed.status).toBe(502);
  });

  it("follows the backend's redirects one hop at a time, only on its own origin", async () => {
    const own = backendAnswering(
      redirectTo('/api/v1/files/1.png'),
      redirectTo(`${BACKEND}/files/2.png`, 307),
      image(),
    );
    expect((await own.get('/u/1.png')).status).toBe(200);
    expect(own.fetch.mock.calls.map(([url]) => url)).toEqual([
      `${BACKEND}/u/1.png`,
      `${BACKEND}/files/1.png`,
      `${BACKEND}/files/2.png`,
    ]);
    for (const [, init] of own.fetch.mock.calls) expect(init).toMatchObject({ redirect: 'manual' });

    // Anywhere else is never asked, with the session or without: https storage, plain http, a local host.
    for (const elsewhere of [
      'https://cdn.storage.test/1.png',
      'http://files.storage.test/1.png',
      'http://127.0.0.1:8080/x',
    ]) {
      const away = backendAnswering(redirectTo(elsewhere), image());
      expect((await away.get('/u/1.png')).status, elsewhere).toBe(502);
      expect(away.fetch, elsewhere).toHaveBeenCalledTimes(1);
    }
  });

  it('refuses endless redirects, one without a Location, and one the runtime hides', async () => {
    const loop = backend(() => redirectTo('/api/v1/again.png'));
    expect((await loop.get('/again.png')).status).toBe(502);
    expect(loop.fetch).toHaveBeenCalledTimes(MAX_REDIRECTS + 1);
    expect((await backendAnswering(new Response(null, { status: 302 })).get('/x.png')).status).toBe(502);
    // A runtime that returns manual redirects opaque (status 0) shows initials rather than guess.
    expect((await backendAnswering(Response.error()).get('/x.png')).status).toBe(502);
  });

  it("answers the backend's 4xx as it is, and a 5xx, a time-out or no backend as 502", async () => {
    expect((await backend(() => new Response('', { status: 404 })).get('/gone.png')).status).toBe(404);
    expect((await backend(() => new Response('', { status: 401 })).get('/private.png')).status).toBe(401);
    expect((await backend(() => new Response('', { status: 500 })).get('/broken.png')).status).toBe(502);
    const offline = backend(() => Promise.reject(new TypeError('fetch failed')));
    expect((await offline.get('/logo.png')).status).toBe(502);
  });

  it('is only read: HEAD has no body, anything else is refused before the backend is asked', async () => {
    const { fetch, get } = backend(() => image());
    const head = await get('/logo.png', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    fetch.mockClear();
    expect((await get('/logo.png', 'POST')).status).toBe(405);
    expect((await get('/logo.png', 'DELETE')).status).toBe(405);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the app:// protocol', () => {
  const page = async () => new TextEncoder().encode('<!doctype html><div id="root"></div>');

  it('hands /backend-images/ to the backend images, and answers 404 when no backend is configured', async () => {
    const images = vi.fn(async () => image());
    const withBackend = createAppRequestHandler('/app/renderer', page, images);
    const answer = await withBackend(new Request('app://console/backend-images/logos/x.svg'));
    expect(answer.status).toBe(200);
    expect(images).toHaveBeenCalledOnce();
    // Never the page in its place: a missing backend image is a 404, as a missing asset is.
    const without = createAppRequestHandler('/app/renderer', page);
    const none = await without(new Request('app://console/backend-images/logos/x.svg'));
    expect(none.status).toBe(404);
    expect(await none.text()).not.toContain('root');
    // The rest of the app is served as before.
    expect((await withBackend(new Request('app://console/login'))).headers.get('Content-Type')).toMatch(
      /^text\/html/,
    );
    expect(images).toHaveBeenCalledOnce();
  });
});

describe('on the demo API, over real HTTP', () => {
  const api = useDemoApi();

  it("shows each agency's logo as the demo API serves it", async () => {
    const client = await signedIn(api.url);
    const item = readReviewList(await client.get('/agency-review-management')).find(
      (each) => each.agencyId.profile?.logo,
    );
    const logo = item!.agencyId.profile!.logo!;
    expect(logo).toMatch(/^\/logos\/\w+\.svg$/);
    const serve = createAppRequestHandler(
      '/app/renderer',
      async () => new Uint8Array(),
      createBackendImageHandler({ apiBaseUrl: api.url, fetch: globalThis.fetch }),
    );
    const answer = await serve(new Request(`app://console/backend-images${logo}`));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await answer.text()).toBe(await (await fetch(new URL(logo, api.url))).text());
  });
});
