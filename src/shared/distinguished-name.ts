// Certificate subjects as Windows prints them (`CN="Agency Review, Inc.", O=Agency Review, C=US`),
// and whether one names a pinned publisher: the app's update check and the packaging's check of
// WIN_PUBLISHER_NAME read them alike. builder-util-runtime's parseDn keeps one value per type (a
// repeated OU is lost) and accepts an open quote, so it is not used here.

export type DnPart = readonly [type: string, value: string];

// Windows prints S= for the state; the RFC's name is ST.
const TYPE_ALIASES: Record<string, string> = { ST: 'S' };

/** The parts in order (types upper-cased); null when the text is not a DN or a quote is left open. */
export function parseDn(text: string): DnPart[] | null {
  const parts: DnPart[] = [];
  let type = '';
  let value = '';
  let inValue = false;
  let quoted = false;
  const end = () => {
    const name = type.trim().toUpperCase();
    if (!inValue || name === '') return false;
    parts.push([TYPE_ALIASES[name] ?? name, value.trim()]);
    type = '';
    value = '';
    inValue = false;
    return true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      // Windows doubles a quote inside quotes, and takes a backslash there as it is.
      if (ch === '"' && text[i + 1] === '"') value += text[++i];
      else if (ch === '"') quoted = false;
      else value += ch;
    } else if (!inValue) {
      if (ch === '=') inValue = true;
      else if (',;+'.includes(ch)) return null;
      else type += ch;
    } else if (ch === '"' && value.trim() === '') {
      value = '';
      quoted = true;
    } else if (ch === '\\' && i + 1 < text.length) {
      const hex = text.slice(i + 1, i + 3);
      if (/^[0-9a-f]{2}$/i.test(hex)) {
        value += String.fromCharCode(parseInt(hex, 16));
        i += 2;
      } else value += text[++i];
    } else if (',;+'.includes(ch)) {
      if (!end()) return null;
    } else value += ch;
  }
  if (quoted || !end()) return null;
  return parts;
}

/**
 * A pinned name with parts (`CN=…, O=…`) matches when the subject has every one of them; a bare name
 * matches the subject's common name (CN) exactly.
 */
export function subjectMatches(pinned: string, subject: string): boolean {
  const have = parseDn(subject);
  if (!have) return false;
  if (!pinned.includes('=')) {
    const names = have.filter(([type]) => type === 'CN').map(([, value]) => value);
    return names.length === 1 && names[0] === pinned.trim();
  }
  const want = parseDn(pinned);
  return (
    want !== null &&
    want.every(([type, value]) =>
      have.some(([haveType, haveValue]) => haveType === type && haveValue === value),
    )
  );
}
