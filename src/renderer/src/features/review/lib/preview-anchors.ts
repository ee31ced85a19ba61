// Which part of the agency preview shows the value a field judges: a field path -> the anchor id its
// preview section carries (`data-preview-anchor`), and back, for a click on a preview section.
import { parseFieldPath } from '@shared/domain/field-paths';

/** The profile's lines and blocks in the preview, each shown under the field's own name. */
const PROFILE_PARTS = new Set([
  'logo',
  'name',
  'tagline',
  'bio',
  'website',
  'portfolio',
  'yearFounded',
  'teamStructure',
  'teamSize',
  'locations',
  'language',
]);

/** The preview anchor of a field, or null when the preview shows nothing of it. */
export function previewAnchorOf(path: string): string | null {
  const [root, ...rest] = parseFieldPath(path);
  if (root === 'profile') {
    const [part] = rest;
    return typeof part === 'string' && PROFILE_PARTS.has(part) ? `profile.${part}` : null;
  }
  if (root === 'socialLinks') return 'socialLinks';
  if (root === 'tags') return rest.length === 0 ? 'tags' : null;
  if (root === 'work') return typeof rest[0] === 'number' ? `work[${rest[0]}]` : null;
  if (root !== 'services' || typeof rest[0] !== 'number') return null;
  const [service, part, index] = rest;
  const card = `services[${service}]`;
  if (part === 'caseStudies') return typeof index === 'number' ? `${card}.caseStudies[${index}]` : card;
  if (part === 'process') return `${card}.process`;
  return card;
}

/** The service card an anchor lies in (opened when it becomes current), or null. */
export function serviceIndexOf(anchor: string | null): number | null {
  const match = anchor === null ? null : /^services\[(\d+)\]/.exec(anchor);
  return match ? Number(match[1]) : null;
}

export interface AnchorChoice {
  /** Every field of the step, in list order. */
  stepPaths: readonly string[];
  /** The fields the reviewer judges (an updated profile's unchanged ones are not). */
  fieldPaths: readonly string[];
  current: string | null;
}

/**
 * The field a click on a preview section makes current: the current field if the section is its own
 * (the social section serves three), else the first judged field it shows, else the first shown.
 */
export function fieldForAnchor(anchor: string, { stepPaths, fieldPaths, current }: AnchorChoice) {
  if (current !== null && previewAnchorOf(current) === anchor) return current;
  const shown = stepPaths.filter((path) => previewAnchorOf(path) === anchor);
  return shown.find((path) => fieldPaths.includes(path)) ?? shown[0] ?? null;
}
