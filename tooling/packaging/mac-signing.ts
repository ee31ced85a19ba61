// How a macOS build is signed and notarized, from the variables electron-builder 26 reads itself
// (macPackager.js, codeSign/macCodeSign.js, mac/MacTargetHelper.js), and what is wrong with them.
import { has, setIn, type Env } from './env';

export type MacSigning = 'certificate' | 'keychain';
export type Notarization = 'api-key' | 'apple-id' | 'keychain-profile';

interface NotarizationMethod {
  method: Notarization;
  label: string;
  required: readonly string[];
  optional: readonly string[];
}

/** In the order electron-builder tries them when several are set: the Apple ID first. */
export const NOTARIZATION_METHODS: readonly NotarizationMethod[] = [
  {
    method: 'apple-id',
    label: 'an Apple ID',
    required: ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'],
    optional: [],
  },
  {
    method: 'api-key',
    label: 'an App Store Connect API key',
    required: ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'],
    optional: [],
  },
  {
    method: 'keychain-profile',
    label: 'a notarytool keychain profile',
    required: ['APPLE_KEYCHAIN_PROFILE'],
    optional: ['APPLE_KEYCHAIN'],
  },
];

/** electron-builder's appleCertificatePrefixes: it adds the type itself and refuses a name that has it. */
const CERTIFICATE_TYPES = [
  'Developer ID Application',
  'Developer ID Installer',
  '3rd Party Mac Developer Application',
  '3rd Party Mac Developer Installer',
];

export function macSigning(env: Env, problems: string[]): MacSigning | null {
  const name = env.CSC_NAME?.trim() ?? '';
  const prefix = CERTIFICATE_TYPES.find((type) => name.startsWith(`${type}:`));
  if (prefix) {
    problems.push(
      `CSC_NAME must be the identity's name without "${prefix}:" (electron-builder adds the certificate type): "${name.slice(prefix.length + 1).trim()}".`,
    );
  }
  if (has(env, 'CSC_INSTALLER_LINK') && !has(env, 'CSC_LINK')) {
    problems.push(
      'CSC_INSTALLER_LINK is only read with CSC_LINK: set CSC_LINK too, or put both identities in the keychain and set CSC_NAME.',
    );
  }
  return has(env, 'CSC_LINK') ? 'certificate' : name ? 'keychain' : null;
}

export function macNotarization(env: Env, problems: string[]): Notarization | null {
  const touched = NOTARIZATION_METHODS.filter(
    (method) => setIn(env, [...method.required, ...method.optional]).length > 0,
  );
  if (touched.length > 1) {
    const named = touched.map((method) => `${method.label} (${setIn(env, method.required).join(', ')})`);
    problems.push(`Several notarization methods are set: ${named.join(' and ')}. Unset all but one.`);
  }
  for (const method of touched) {
    const missing = method.required.filter((name) => !has(env, name));
    if (missing.length === 0) continue;
    const set = setIn(env, [...method.required, ...method.optional]);
    problems.push(`Notarization is half set: with ${set.join(', ')} also set ${missing.join(', ')}.`);
  }
  return touched[0]?.method ?? null;
}

export function notarizationRequired(): string {
  const methods = NOTARIZATION_METHODS.map(
    (method) =>
      `${method.label}: ${[...method.required, ...method.optional.map((name) => `(${name})`)].join(', ')}`,
  );
  return `A release build must be notarized. Set one method: ${methods.join('; or ')}.`;
}

/** What signing the installer package (the pkg target) needs beyond the app's own identity. */
export function installerIdentityProblem(signing: MacSigning | null, env: Env): string | null {
  if (signing !== 'certificate' || has(env, 'CSC_INSTALLER_LINK')) return null;
  return 'The installer package (pkg) must be signed with a "Developer ID Installer" certificate: set CSC_INSTALLER_LINK and CSC_INSTALLER_KEY_PASSWORD (or build without the pkg target).';
}

/**
 * The identities of `types` named `name` missing from `security find-identity -v`'s listing (what
 * electron-builder searches for CSC_NAME), as problems.
 */
export function missingKeychainIdentities(listing: string, name: string, types: readonly string[]): string[] {
  const lines = listing.split('\n');
  return types
    .filter((type) => !lines.some((line) => line.includes(`"${type}: `) && line.includes(name)))
    .map((type) => `The keychain holds no valid "${type}: ${name}" identity (security find-identity -v).`);
}
