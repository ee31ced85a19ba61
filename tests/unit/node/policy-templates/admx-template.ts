// The ADMX template and its two language files, parsed strictly, with the lookups the tests share.
import type { Element } from '@xmldom/xmldom';
import { childElements } from './registry-writes';
import { POLICY_DIR, readStrictXml } from './strict-xml';

export const WINDOWS_DIR = `${POLICY_DIR}/windows`;
export const LANGUAGES = ['en-US', 'ar-SA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The ADMX's root element, policyDefinitions. */
export const readAdmx = (): Element => readStrictXml(`${WINDOWS_DIR}/AgencyReviewConsole.admx`);
/** An ADML's root element, policyDefinitionResources. */
export const readAdml = (language: Language): Element =>
  readStrictXml(`${WINDOWS_DIR}/${language}/AgencyReviewConsole.adml`);

/** The elements at `path` below `root`, one ADMX-namespace name per level. */
export function elementsAt(root: Element, ...path: string[]): Element[] {
  return path.reduce<Element[]>(
    (found, name) => found.flatMap((parent) => childElements(parent, name)),
    [root],
  );
}

export const policiesOf = (admx: Element): Element[] => elementsAt(admx, 'policies', 'policy');

/** `$(string.X)` → X for kind "string"; the same for "presentation". */
export function resourceId(reference: string | null, kind: 'string' | 'presentation'): string | undefined {
  return reference ? new RegExp(`^\\$\\(${kind}\\.([^)]+)\\)$`).exec(reference)?.[1] : undefined;
}

/** A dotted revision ("1.0") as a comparable number. */
export const revisionNumber = (revision: string | null): number =>
  /^\d+\.\d+$/.test(revision ?? '') ? Number(revision) : Number.NaN;
