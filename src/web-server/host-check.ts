// A page on another site whose name resolves to 127.0.0.1 (DNS rebinding) reaches this server with
// its own name in Host. Only requests addressed to the server by a loopback name and its own port are
// answered; anything else gets 421 and no content. People on another machine cannot use web mode;
// an SSH tunnel to the same port number (ssh -L 5173:127.0.0.1:5173) reaches it as localhost.
import type { MiddlewareHandler } from 'hono';
import type { WebEnv } from './web-env';

export type LoopbackHost = '127.0.0.1' | '::1';

/** The Host values the server answers when listening on `host`:`port`, lower case. */
export function allowedHosts(host: LoopbackHost, port: number): Set<string> {
  const names = ['localhost', host === '::1' ? '[::1]' : host];
  // A browser leaves the default port out of Host.
  return new Set(names.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`])));
}

/** `hosts` is read per request: it is filled once the server knows its port. */
export function hostCheck(hosts: ReadonlySet<string>): MiddlewareHandler<WebEnv> {
  return async (c, next) => {
    const target = c.env.incoming.url ?? '';
    // An absolute-form target (GET http://name/path) names the host it is for, whatever Host says.
    const authority = /^[a-z][a-z\d+.-]*:\/\/([^/?#]*)/i.exec(target)?.[1];
    const host = c.req.header('host') ?? '';
    if (!hosts.has(host.toLowerCase()) || (authority !== undefined && !hosts.has(authority.toLowerCase()))) {
      return c.text('Misdirected request', 421, { 'X-Content-Type-Options': 'nosniff' });
    }
    return next();
  };
}
