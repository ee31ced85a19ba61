// Where agency logos may load from. By default any https host: a logo is a field the reviewer judges,
// and agencies keep theirs on their own sites, so blocking them would have reviewers judge an image
// they never saw. The cost is that the host learns when, and from which address, a reviewer looked:
// IT can name the hosts allowed (`images.allowedHosts`), and then only those and the backend are.
// The same list makes the page's Content-Security-Policy (img-src) and tells the page which logos
// it will not be shown, so it can say so rather than show a broken image.

/** img-src sources besides 'self' and data:, or null for any https host (the default). */
export function imageSources(
  apiUrl: string | null,
  allowedHosts: readonly string[] | undefined,
): string[] | null {
  if (allowedHosts === undefined) return null;
  const sources: string[] = [];
  if (apiUrl) sources.push(new URL(apiUrl).origin);
  for (const host of allowedHosts) sources.push(`https://${host}`);
  return [...new Set(sources)];
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** Whether `url` (absolute) matches one CSP host source: scheme, host (`*.` for subdomains) and port. */
function matches(url: URL, source: string): boolean {
  const match = /^(https?:)\/\/(\*\.)?(\[[^\]]+\]|[^:/]+)(?::(\d+))?$/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (url.protocol !== scheme.toLowerCase()) return false;
  const hostname = url.hostname.toLowerCase();
  const hostMatches = wildcard
    ? hostname.endsWith(`.${host.toLowerCase()}`)
    : hostname === host.toLowerCase();
  const urlPort = url.port || DEFAULT_PORTS[url.protocol];
  return hostMatches && urlPort === (port ?? DEFAULT_PORTS[scheme.toLowerCase()]);
}

/**
 * Whether the page may load this image: data: URLs and the page's own paths always; an absolute URL
 * if it is https and no list is set, else if a source matches.
 */
export function imageAllowed(src: string, sources: readonly string[] | null): boolean {
  if (src.startsWith('data:image/') || (src.startsWith('/') && !src.startsWith('//'))) return true;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (sources === null) return url.protocol === 'https:';
  return sources.some((source) => matches(url, source));
}
