// The publishers whose signature the packaged app accepts on a Windows update, pinned at build time
// into its package.json (src/shared/update-publisher.ts). The app accepts a signer whose subject has
// every part of a pinned name, read by the same parser as here (src/shared/distinguished-name.ts), so
// a name of one part is weak:
// CN=Agency Review matches any certificate with that common name, whoever it was issued to. Each name
// must have at least a common name and an organisation.
import { parseDn } from '../../src/shared/distinguished-name';
import { has, type Env } from './env';

export const PUBLISHER_NAME_ENV = 'WIN_PUBLISHER_NAME';
export const AZURE_PUBLISHER_NAME_ENV = 'AZURE_SIGN_PUBLISHER_NAME';
export const PUBLISHER_NAME_EXAMPLE = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';
/** The parts every pinned name must have, each with a value. */
const REQUIRED_PARTS = ['CN', 'O'] as const;

/** Splits at each ";" that is neither inside double quotes nor escaped with "\" (a DN's own quoting). */
export function splitPublisherNames(value: string): string[] {
  const names: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (char === '\\' && index + 1 < value.length) {
      current += char + value[++index];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      names.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  names.push(current);
  return names.map((name) => name.trim()).filter(Boolean);
}

/** The parts of a subject as the app reads them; null when it is none (or a quote is left open). */
function subjectParts(name: string): Map<string, string> | null {
  const parts = parseDn(name);
  return parts && parts.length > 0 ? new Map(parts) : null;
}

/** Why `name` (from `variable`) cannot pin a publisher, or null when it can. */
export function publisherNameProblem(name: string, variable: string): string | null {
  const parts = subjectParts(name);
  const missing = REQUIRED_PARTS.filter((type) => !parts?.get(type));
  if (parts && missing.length === 0) return null;
  const what = parts
    ? `is not a full certificate subject: it has no ${missing.map((type) => `${type}=`).join(' and no ')}`
    : 'is not a certificate subject (no TYPE=value parts, or a quote left open)';
  return (
    `${variable}: "${name}" ${what}. Give the signing certificate's full subject, at least CN= and O=, ` +
    `as Get-AuthenticodeSignature shows it, e.g. "${PUBLISHER_NAME_EXAMPLE}": a common name alone would ` +
    'match any certificate with that name, whoever it was issued to.'
  );
}

/**
 * The pinned names: AZURE_SIGN_PUBLISHER_NAME when Azure Trusted Signing signs, then those in
 * WIN_PUBLISHER_NAME (separated by ";": list the next certificate's subject too before changing
 * certificates, so installed apps accept the first update it signs). Problems are added to `problems`.
 */
export function updatePublisherNames(env: Env, azure: boolean, problems: string[]): string[] {
  const named: [string, string][] = [];
  if (azure && has(env, AZURE_PUBLISHER_NAME_ENV))
    named.push([env[AZURE_PUBLISHER_NAME_ENV]!.trim(), AZURE_PUBLISHER_NAME_ENV]);
  for (const name of splitPublisherNames(env[PUBLISHER_NAME_ENV] ?? ''))
    named.push([name, PUBLISHER_NAME_ENV]);
  const names: string[] = [];
  for (const [name, variable] of named) {
    const problem = publisherNameProblem(name, variable);
    if (problem) problems.push(problem);
    else if (!names.includes(name)) names.push(name);
  }
  return names;
}
