// The publishers whose signature the packaged app accepts on a Windows update, pinned at build time
// into its package.json (src/shared/update-publisher.ts). electron-updater compares a full subject
// part by part with the signer's and a bare name with its CN only, the weaker check
// (windowsExecutableCodeSignatureVerifier.js), so only full subjects with a CN are accepted here.
import { parseDn } from 'builder-util-runtime';
import { has, type Env } from './env';

export const PUBLISHER_NAME_ENV = 'WIN_PUBLISHER_NAME';
export const AZURE_PUBLISHER_NAME_ENV = 'AZURE_SIGN_PUBLISHER_NAME';
export const PUBLISHER_NAME_EXAMPLE = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';

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

/** Why `name` (from `variable`) cannot pin a publisher, or null when it can. */
export function publisherNameProblem(name: string, variable: string): string | null {
  if (parseDn(name).get('CN')?.trim()) return null;
  return (
    `${variable}: "${name}" is not a certificate subject. Give the signing certificate's full subject, ` +
    `as Get-AuthenticodeSignature shows it, e.g. "${PUBLISHER_NAME_EXAMPLE}"; a name alone would match ` +
    'any certificate with that common name.'
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
