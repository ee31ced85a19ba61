// How a build is signed and notarized, read from the environment, and what stops it: a half-set
// method always, and in a release build any missing credential (never ship unsigned by accident).
export type Env = Record<string, string | undefined>;
export type TargetPlatform = 'win32' | 'darwin' | 'linux';

export type Signing = 'certificate' | 'azure' | 'keychain' | 'none' | 'not-applicable';
export type Notarization = 'api-key' | 'apple-id' | 'keychain-profile' | 'none' | 'not-applicable';

export interface SigningPlan {
  platform: TargetPlatform;
  release: boolean;
  signing: Signing;
  notarization: Notarization;
  /** Why this build must stop; empty when it may go on. */
  problems: string[];
}

/** Azure Trusted Signing: the account, in win.azureSignOptions, and the Entra app that signs in to it. */
export const AZURE_SIGNING_VARIABLES = [
  'AZURE_SIGN_ENDPOINT',
  'AZURE_SIGN_ACCOUNT_NAME',
  'AZURE_SIGN_CERTIFICATE_PROFILE',
  'AZURE_SIGN_PUBLISHER_NAME',
  'AZURE_TENANT_ID',
  'AZURE_CLIENT_ID',
  'AZURE_CLIENT_SECRET',
] as const;

const NOTARIZATION_SETS: [Exclude<Notarization, 'none' | 'not-applicable'>, string[]][] = [
  ['api-key', ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER']],
  ['apple-id', ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']],
  ['keychain-profile', ['APPLE_KEYCHAIN_PROFILE']],
];

const has = (env: Env, name: string) => Boolean(env[name]?.trim());
const isOn = (value: string | undefined) => Boolean(value?.trim()) && !/^(0|false|no)$/i.test(value!.trim());

/** `RELEASE=1`, or CI building a tag (GitHub Actions: GITHUB_REF_TYPE=tag or GITHUB_REF=refs/tags/…). */
export function isReleaseBuild(env: Env): boolean {
  if (isOn(env.RELEASE)) return true;
  const tagged = env.GITHUB_REF_TYPE === 'tag' || Boolean(env.GITHUB_REF?.startsWith('refs/tags/'));
  return isOn(env.CI) && tagged;
}

function windowsSigning(env: Env, problems: string[]): Signing {
  const certificate = has(env, 'WIN_CSC_LINK') || has(env, 'CSC_LINK');
  const azureSet = AZURE_SIGNING_VARIABLES.filter((name) => name.startsWith('AZURE_SIGN_') && has(env, name));
  if (azureSet.length === 0) return certificate ? 'certificate' : 'none';
  if (certificate) {
    problems.push(
      'Both a certificate (WIN_CSC_LINK or CSC_LINK) and Azure Trusted Signing (AZURE_SIGN_*) are set: unset one.',
    );
  }
  const missing = AZURE_SIGNING_VARIABLES.filter((name) => !has(env, name));
  if (missing.length > 0) problems.push(`Azure Trusted Signing is half set: also set ${missing.join(', ')}.`);
  return 'azure';
}

function macNotarization(env: Env, problems: string[]): Notarization {
  for (const [method, names] of NOTARIZATION_SETS) {
    const set = names.filter((name) => has(env, name));
    if (set.length === names.length) return method;
    if (set.length > 0) {
      const missing = names.filter((name) => !has(env, name));
      problems.push(`Notarization is half set: with ${set.join(', ')} also set ${missing.join(', ')}.`);
    }
  }
  return 'none';
}

export function signingPlan(env: Env, platform: TargetPlatform): SigningPlan {
  const release = isReleaseBuild(env);
  const problems: string[] = [];
  if (platform === 'linux') {
    return { platform, release, signing: 'not-applicable', notarization: 'not-applicable', problems };
  }
  if (platform === 'win32') {
    const signing = windowsSigning(env, problems);
    if (release && signing === 'none') {
      problems.push(
        'A release build must be signed: set WIN_CSC_LINK (or CSC_LINK) and WIN_CSC_KEY_PASSWORD for a certificate file, or the AZURE_SIGN_* and AZURE_TENANT_ID/AZURE_CLIENT_ID/AZURE_CLIENT_SECRET variables for Azure Trusted Signing.',
      );
    }
    return { platform, release, signing, notarization: 'not-applicable', problems };
  }
  const signing: Signing = has(env, 'CSC_LINK') ? 'certificate' : has(env, 'CSC_NAME') ? 'keychain' : 'none';
  const notarization = macNotarization(env, problems);
  if (release && signing === 'none') {
    problems.push(
      'A release build must be signed: set CSC_LINK and CSC_KEY_PASSWORD (a Developer ID Application certificate), or CSC_NAME for one in the keychain.',
    );
  }
  if (release && notarization === 'none') {
    problems.push(
      'A release build must be notarized: set APPLE_API_KEY, APPLE_API_KEY_ID and APPLE_API_ISSUER (or APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID, or APPLE_KEYCHAIN_PROFILE).',
    );
  }
  return { platform, release, signing, notarization, problems };
}

/** One line for the build log, e.g. "win32: signed with azure (release build)". */
export function describePlan(plan: SigningPlan): string {
  const parts = [plan.signing === 'not-applicable' ? 'not signed (none needed)' : `signing: ${plan.signing}`];
  if (plan.notarization !== 'not-applicable') parts.push(`notarization: ${plan.notarization}`);
  return `${plan.platform}: ${parts.join(', ')}${plan.release ? ' (release build)' : ''}`;
}

/** Throws with every problem at once, so one run tells IT all that is missing. */
export function assertSigningReady(plan: SigningPlan): void {
  if (plan.problems.length === 0) return;
  const what = plan.release ? 'This release build' : 'This build';
  throw new Error(`${what} for ${plan.platform} cannot go on:\n  - ${plan.problems.join('\n  - ')}`);
}
