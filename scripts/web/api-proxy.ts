// Same-origin /api/* forwarded to the backend with the prefix stripped: method, query, body,
// status and headers pass through, and cookies are rewritten so the browser keeps them here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export const API_PREFIX = '/api';

// Hop-by-hop headers, and what fetch recomputes (length, host) or decodes (encoding).
const DROPPED_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  // The proxy is the backend's client, as the desktop main process is: no browser origin.
  'origin',
  'referer',
]);
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

/** Drops Domain (the browser is on 127.0.0.1) and Secure (plain http on loopback), keeps Path under /api. */
export function rewriteSetCookie(cookie: string): string {
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  const kept = attributes.flatMap((attribute) => {
    const name = attribute.split('=')[0].trim().toLowerCase();
    if (name === 'domain' || name === 'secure' || attribute === '') return [];
    if (name === 'samesite' && /=\s*none$/i.test(attribute)) return ['SameSite=Lax'];
    if (name === 'path') {
      const path = attribute.slice(attribute.indexOf('=') + 1).trim();
      return [`Path=${path === '/' || path === '' ? '/' : API_PREFIX + path}`];
    }
    return [attribute];
  });
  return [pair, ...kept].join('; ');
}

export function upstreamUrl(apiUrl: string, requestUrl: string): string {
  const rest = requestUrl.slice(API_PREFIX.length);
  const path = rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
  return apiUrl.replace(/\/+$/, '') + path;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function createApiProxy(apiUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || DROPPED_REQUEST_HEADERS.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    // A browser that gives up (the client's time-out, a closed tab) cancels the upstream call too.
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    let answer: Response;
    try {
      answer = await fetch(upstreamUrl(apiUrl, req.url ?? API_PREFIX), {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        redirect: 'manual',
        signal: abort.signal,
      });
    } catch {
      if (!res.headersSent && !abort.signal.aborted) {
        sendJson(res, 502, { message: `The backend at ${apiUrl} could not be reached` });
      }
      return;
    }
    const outgoing: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) outgoing[name] = value;
    });
    const cookies = answer.headers.getSetCookie().map(rewriteSetCookie);
    if (cookies.length > 0) outgoing['set-cookie'] = cookies;
    res.writeHead(answer.status, answer.statusText, outgoing);
    if (method === 'HEAD' || !answer.body) {
      res.end();
      return;
    }
    // The body passes through as it arrives: a stall or a cut reaches the page as it would the
    // desktop app (status in, body broken off), never as a 502 made up here.
    // pipeline() destroys the page's response when the backend's breaks off.
    await pipeline(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>), res).catch(
      () => undefined,
    );
  };
}
