// Which links may leave the app for the OS browser.
// Decision: any https host, because reviewers must open the agencies' own websites, social and work
// links, which no fixed list could name; the OS browser is the sandbox for them. Everything that is
// not plain https (http:, file:, javascript:, data:, custom schemes) and any URL carrying
// credentials is refused. An optional host allowlist narrows this further when a deployment wants it.
export function isAllowedExternalUrl(url: string, allowedHosts?: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  if (!parsed.hostname) return false;
  if (!allowedHosts || allowedHosts.length === 0) return true;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
