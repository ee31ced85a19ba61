// Paths no browser sends are refused before routing, for the console and the API alike, so neither
// the build folder nor the backend ever resolves one: dot segments (raw or percent-encoded, and
// Tomcat's "..;"), encoded slashes and backslashes, percent signs left after decoding (double
// encoding), control characters and empty segments. Browsers remove dot segments before sending and
// the console encodes every path parameter, so no request of the console's own is refused.

/** The path as the client wrote it (origin-form, or absolute-form without its authority), no query. */
export function rawPathOf(target: string): string {
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return path.split(/[?#]/, 1)[0];
}

function isSafeSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  const name = decoded.split(';', 1)[0];
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return name !== '.' && name !== '..' && !/[/\\%\u0000-\u001f\u007f]/.test(decoded);
}

export function isSafePath(rawPath: string): boolean {
  if (!rawPath.startsWith('/')) return false;
  const segments = rawPath.slice(1).split('/');
  // Only the last segment may be empty (a trailing slash, or "/" itself).
  return segments.every((segment, index) =>
    segment === '' ? index === segments.length - 1 : isSafeSegment(segment),
  );
}
