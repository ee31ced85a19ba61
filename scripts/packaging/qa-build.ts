// The QA variant of the installers (QA_BUILD=1): the release build with one fuse left on, so that
// Playwright's _electron.launch (which always passes --inspect=0) can drive the installed app. It has
// its own name and appId so it installs beside the real console, and it is never released.
import type { Configuration } from 'electron-builder';
import { isReleaseBuild, type Env } from './signing-plan';

export const QA_BUILD_ENV = 'QA_BUILD';
export const QA_PRODUCT_NAME = 'Agency Review Console QA';
export const QA_APP_ID = 'com.agencyreview.console.qa';
/** The Linux executable and deb package name, so the QA package does not replace the real one. */
export const QA_EXECUTABLE_NAME = 'agency-review-console-qa';

export function isQaBuild(env: Env): boolean {
  const value = env[QA_BUILD_ENV]?.trim();
  return Boolean(value) && !/^(0|false|no)$/i.test(value!);
}

/** The QA overrides, or nothing; throws when QA_BUILD is asked of a release. */
export function qaOverrides(env: Env, publishing: boolean): Configuration {
  if (!isQaBuild(env)) return {};
  if (publishing || isReleaseBuild(env)) {
    throw new Error(
      `${QA_BUILD_ENV}=1 cannot be combined with a release (RELEASE=1, --publish or a CI tag build): ` +
        'the QA build leaves the inspect fuse on and must never reach reviewers. Unset one of them.',
    );
  }
  return {
    appId: QA_APP_ID,
    productName: QA_PRODUCT_NAME,
    // app.getName() reads package.json: a QA user-data folder of its own, apart from the real app's.
    extraMetadata: { productName: QA_PRODUCT_NAME },
    linux: { executableName: QA_EXECUTABLE_NAME },
    // Merged over electron-builder.yml's electronFuses: only this one differs.
    electronFuses: { enableNodeCliInspectArguments: true },
  };
}
