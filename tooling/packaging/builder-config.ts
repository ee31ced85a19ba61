// The electron-builder configuration for an environment: electron-builder.yml, plus the Windows signing
// method and the update publishers it pins (windows-signing.ts, update-publishers.ts), the update
// server when its variable is set, and checks before packing that stop a development build of out/
// (production-build.ts) and a build signing-plan.ts refuses; QA_BUILD=1 makes the QA variant
// (qa-build.ts); the MSI gets the link registration electron-builder leaves out (msi-links.ts).
// Taking the environment as an argument keeps it easy to extend.
import { execFileSync } from 'node:child_process';
import type { Configuration } from 'electron-builder';
import { updatePublisherMetadata } from '../../src/shared/update-publisher';
import { addLinksToMsiProject } from './msi-links';
import { assertProductionBuild } from './production-build';
import { qaOverrides } from './qa-build';
import {
  assertSigningReady,
  describePlan,
  isReleaseBuild,
  signingPlan,
  type Env,
  type PlanOptions,
  type TargetPlatform,
} from './signing-plan';
import { updatePublisherNames } from './update-publishers';
import { windowsSigning, windowsSignOptions } from './windows-signing';

export const BASE_CONFIG = './electron-builder.yml';
export const UPDATE_SERVER_ENV = 'UPDATE_SERVER_URL';

/** electron-builder's own `--publish`/`-p` (always, onTag, …): anything but `never` publishes. */
export function publishRequested(argv: readonly string[]): boolean {
  for (const [index, arg] of argv.entries()) {
    const value = arg === '--publish' || arg === '-p' ? argv[index + 1] : arg.match(/^--publish=(.*)$/)?.[1];
    if (value !== undefined) return value !== 'never';
  }
  return false;
}

function updateServer(env: Env, publishing: boolean): Configuration['publish'] {
  const url = env[UPDATE_SERVER_ENV]?.trim();
  if (!url) {
    if (publishing) {
      throw new Error(
        `A release needs ${UPDATE_SERVER_ENV}: the https URL the update files will be served from.`,
      );
    }
    return null;
  }
  if (!/^https:\/\/[^/]/i.test(url))
    throw new Error(`${UPDATE_SERVER_ENV} must be an https URL, got "${url}".`);
  return { provider: 'generic', url };
}

/** The Windows signing options and the pinned update publishers; a malformed publisher name stops every build. */
function windowsSide(env: Env) {
  const method = windowsSigning(env, []);
  const problems: string[] = [];
  const publisherNames = updatePublisherNames(env, method === 'azure', problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { win: windowsSignOptions(env, method, publisherNames), publisherNames };
}

/** The keychain's signing identities, which electron-builder searches for CSC_NAME (on a Mac only). */
function keychainIdentities(env: Env): PlanOptions['listIdentities'] {
  if (process.platform !== 'darwin') return undefined;
  const keychain = env.CSC_KEYCHAIN?.trim();
  return () =>
    execFileSync('/usr/bin/security', ['find-identity', '-v', ...(keychain ? [keychain] : [])], {
      encoding: 'utf8',
    });
}

export function builderConfig(
  env: Env,
  argv: readonly string[] = [],
  listIdentities = keychainIdentities(env),
): Configuration {
  const publishing = publishRequested(argv);
  // Publishing is releasing: held to the same signing rules as RELEASE=1.
  const planEnv = publishing ? { ...env, RELEASE: '1' } : env;
  const { win, publisherNames } = windowsSide(env);
  const qa = qaOverrides(env, publishing);
  // The packaged package.json: the QA names, and the publishers main accepts Windows updates from.
  const extraMetadata = {
    ...qa.extraMetadata,
    ...(publisherNames.length > 0 ? updatePublisherMetadata(publisherNames) : {}),
  };
  return {
    extends: BASE_CONFIG,
    ...qa,
    ...(Object.keys(extraMetadata).length > 0 ? { extraMetadata } : {}),
    publish: updateServer(env, publishing),
    ...(Object.keys(win).length > 0 ? { win } : {}),
    // electron-builder's own guard too: a release it could not sign fails rather than ships.
    forceCodeSigning: isReleaseBuild(planEnv),
    // Its MSI registers no protocol: the links that open a review are added to the WiX project.
    msiProjectCreated: addLinksToMsiProject,
    beforePack: async ({ electronPlatformName, packager, targets }) => {
      assertProductionBuild(packager.info.appDir);
      const platform = (electronPlatformName === 'mas' ? 'darwin' : electronPlatformName) as TargetPlatform;
      const installerPackage = (targets ?? []).some((target) => target.name === 'pkg');
      const plan = signingPlan(planEnv, platform, { installerPackage, listIdentities });
      console.log(`  • signing plan  ${describePlan(plan)}`);
      assertSigningReady(plan);
    },
  };
}
