// Dotted field paths of the validation steps (`profile.name`, `services[0].caseStudies[1]`):
// parsing, resolving them against the agency details, and the parts a readable label is made of.

/** `services[0].caseStudies[1]` -> ['services', 0, 'caseStudies', 1]; an unreadable path -> []. */
export function parseFieldPath(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]\s]+)((?:\[\d+\])*)$/.exec(part.trim());
    if (!match) return [];
    keys.push(match[1], ...[...match[2].matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  }
  return keys;
}

/** The value at a path of the agency details, or undefined when any step of the way is missing. */
export function resolveFieldValue(source: unknown, path: string): unknown {
  const keys = parseFieldPath(path);
  if (keys.length === 0) return undefined;
  let current: unknown = source;
  for (const key of keys) {
    if (typeof key === 'number' ? !Array.isArray(current) : !isRecord(current)) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `caseStudies` -> `Case Studies`, `yearFounded` -> `Year Founded`. */
export function humanizeName(name: string): string {
  return name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export interface LabelPart {
  name: string;
  /** One-based position for indexed segments: `services[0]` is service 1. */
  position?: number;
}

/** The parts of a readable label: `services[0].caseStudies[1]` -> services 1, caseStudies 2. */
export function fieldLabelParts(path: string): LabelPart[] {
  const keys = parseFieldPath(path);
  if (keys.length === 0) return [{ name: path }];
  const parts: LabelPart[] = [];
  for (const key of keys) {
    if (typeof key === 'string') parts.push({ name: key });
    else if (parts.length > 0) parts[parts.length - 1] = { ...parts[parts.length - 1], position: key + 1 };
  }
  return parts;
}

/** A readable label: `services[0].caseStudies[1]` -> `Services 1 › Case Studies 2`. */
export function fieldLabel(path: string, nameOf: (name: string) => string = humanizeName): string {
  return fieldLabelParts(path)
    .map((part) =>
      part.position === undefined ? nameOf(part.name) : `${nameOf(part.name)} ${part.position}`,
    )
    .join(' › ');
}
