// How a build is signed and notarized, read from the environment, and what stops it: a half-set or
// doubly-set method always, and in a release build any missing credential (never ship unsigned by
// accident) or, on Windows, a missing update publisher. The methods: windows-signing.ts, mac-signing.ts.
import { isOn, type Env } from './env';
import {
  installerIdentityProblem,
  macNotarization,
  macSigning,
  missingKeychainIdentities,
  notarizationRequired,
  type MacSigning,
  type Notarization,
} from './mac-signing';
import { PUBLISHER_NAME_ENV, PUBLISHER_NAME_EXAMPLE, updatePublisherNames } from './update-publishers';
import { windowsSigning, windowsSigningRequired, type WindowsSigning } from './windows-signing';

export type { Env } from './env';
export type TargetPlatform = 'win32' | 'darwin' | 'linux';
export type Signing = WindowsSigning | MacSigning | 'none' | 'not-applicable';
export type NotarizationPlan = Notarization | 'none' | 'not-applicable';

export interface SigningPlan {
  platform: TargetPlatform;
  release: boolean;
  signing: Signing;
  notarization: NotarizationPlan;
  /** Windows: the publishers an update must be signed by, pinned into the app; empty elsewhere. */
  publisherNames: string[];
  /** macOS: the installer package (pkg) is built, signed with its own identity. */
  installerPackage: boolean;
  /** Why this build must stop; empty when it may go on. */
  problems: string[];
}

export interface PlanOptions {
  /** The pkg target is among the targets. */
  installerPackage?: boolean;
  /** `security find-identity -v`'s output, to check a keychain identity (macOS build machines only). */
  listIdentities?: () => string;
}

/** `RELEASE=1`, or CI building a tag (GitHub Actions: GITHUB_REF_TYPE=tag or GITHUB_REF=refs/tags/…). */
export function isReleaseBuild(env: Env): boolean {
  if (isOn(env.RELEASE)) return true;
  const tagged = env.GITHUB_REF_TYPE === 'tag' || Boolean(env.GITHUB_REF?.startsWith('refs/tags/'));
  return isOn(env.CI) && tagged;
}

function windowsPlan(env: Env, release: boolean, problems: string[]) {
  const signing: Signing = windowsSigning(env, problems) ?? 'none';
  const publisherNames = updatePublisherNames(env, signing === 'azure', problems);
  if (release && signing === 'none') problems.push(windowsSigningRequired());
  if (release && publisherNames.length === 0 && signing !== 'azure') {
    problems.push(
      `A Windows release must name the publisher its updates are signed by: set ${PUBLISHER_NAME_ENV} to the signing certificate's full subject, e.g. "${PUBLISHER_NAME_EXAMPLE}" (several separated by ";"). The app installs no update signed by anyone else.`,
    );
  }
  return { signing, publisherNames };
}

function macPlan(env: Env, release: boolean, options: PlanOptions, problems: string[]) {
  const signing = macSigning(env, problems);
  const notarization = macNotarization(env, problems);
  const installerPackage = options.installerPackage ?? false;
  if (release && !signing) {
    problems.push(
      'A release build must be signed: set CSC_LINK and CSC_KEY_PASSWORD (a "Developer ID Application" .p12), or CSC_NAME naming such an identity in the keychain.',
    );
  }
  if (release && !notarization) problems.push(notarizationRequired());
  if (release && installerPackage) {
    const problem = installerIdentityProblem(signing, env);
    if (problem) problems.push(problem);
  }
  if (release && signing === 'keychain' && options.listIdentities) {
    const types = ['Developer ID Application', ...(installerPackage ? ['Developer ID Installer'] : [])];
    problems.push(...missingKeychainIdentities(options.listIdentities(), env.CSC_NAME!.trim(), types));
  }
  return { signing: signing ?? 'none', notarization: notarization ?? 'none', installerPackage } as const;
}

export function signingPlan(env: Env, platform: TargetPlatform, options: PlanOptions = {}): SigningPlan {
  const release = isReleaseBuild(env);
  const problems: string[] = [];
  const none = { publisherNames: [], installerPackage: false };
  if (platform === 'linux') {
    return {
      platform,
      release,
      signing: 'not-applicable',
      notarization: 'not-applicable',
      ...none,
      problems,
    };
  }
  if (platform === 'win32') {
    const windows = windowsPlan(env, release, problems);
    return {
      platform,
      release,
      notarization: 'not-applicable',
      installerPackage: false,
      ...windows,
      problems,
    };
  }
  return { platform, release, publisherNames: [], ...macPlan(env, release, options, problems), problems };
}

/** One line for the build log, e.g. "win32: signing: azure, update publisher: CN=… (release build)". */
export function describePlan(plan: SigningPlan): string {
  const parts = [plan.signing === 'not-applicable' ? 'not signed (none needed)' : `signing: ${plan.signing}`];
  if (plan.notarization !== 'not-applicable') parts.push(`notarization: ${plan.notarization}`);
  if (plan.installerPackage) parts.push('installer package (pkg) too');
  if (plan.platform === 'win32') {
    const publishers = plan.publisherNames.join(' | ');
    parts.push(
      publishers ? `update publisher: ${publishers}` : 'update publisher: none (installs no updates)',
    );
  }
  return `${plan.platform}: ${parts.join(', ')}${plan.release ? ' (release build)' : ''}`;
}

/** Throws with every problem at once, so one run tells IT all that is missing. */
export function assertSigningReady(plan: SigningPlan): void {
  if (plan.problems.length === 0) return;
  const what = plan.release ? 'This release build' : 'This build';
  throw new Error(`${what} for ${plan.platform} cannot go on:\n  - ${plan.problems.join('\n  - ')}`);
}
