// The electron-builder configuration for an environment: electron-builder.yml, plus Azure Trusted
// Signing and the update server when their variables are set, and checks before packing that stop
// a development build of out/ (production-build.ts) and a build signing-plan.ts refuses; QA_BUILD=1
// makes the QA variant (qa-build.ts). Taking the environment as an argument keeps it easy to extend.
import type { Configuration } from 'electron-builder';
import {
  assertSigningReady,
  AZURE_SIGNING_VARIABLES,
  describePlan,
  isReleaseBuild,
  signingPlan,
  type Env,
  type TargetPlatform,
} from './signing-plan';
import { assertProductionBuild } from './production-build';
import { qaOverrides } from './qa-build';

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

/** win.azureSignOptions from the AZURE_SIGN_* variables, when any is set (signing-plan.ts checks them all). */
function azureSignOptions(env: Env) {
  if (!AZURE_SIGNING_VARIABLES.some((name) => name.startsWith('AZURE_SIGN_') && env[name]?.trim()))
    return null;
  return {
    endpoint: env.AZURE_SIGN_ENDPOINT ?? '',
    codeSigningAccountName: env.AZURE_SIGN_ACCOUNT_NAME ?? '',
    certificateProfileName: env.AZURE_SIGN_CERTIFICATE_PROFILE ?? '',
    publisherName: env.AZURE_SIGN_PUBLISHER_NAME ?? '',
  };
}

export function builderConfig(env: Env, argv: readonly string[] = []): Configuration {
  const publishing = publishRequested(argv);
  // Publishing is releasing: held to the same signing rules as RELEASE=1.
  const planEnv = publishing ? { ...env, RELEASE: '1' } : env;
  const azure = azureSignOptions(env);
  const qa = qaOverrides(env, publishing);
  return {
    extends: BASE_CONFIG,
    ...qa,
    publish: updateServer(env, publishing),
    ...(azure ? { win: { azureSignOptions: azure } } : {}),
    // electron-builder's own guard too: a release it could not sign fails rather than ships.
    forceCodeSigning: isReleaseBuild(planEnv),
    beforePack: async ({ electronPlatformName, packager }) => {
      assertProductionBuild(packager.info.appDir);
      const platform = (electronPlatformName === 'mas' ? 'darwin' : electronPlatformName) as TargetPlatform;
      const plan = signingPlan(planEnv, platform);
      console.log(`  • signing plan  ${describePlan(plan)}`);
      assertSigningReady(plan);
    },
  };
}
