// The QA variant of the installers (QA_BUILD=1): the release build with one fuse left on, so that
// Playwright's _electron.launch (which always passes --inspect=0) can drive the installed app. It is
// never released, and it installs beside the real console on every platform: everything an installer
// or the OS keys an app by differs (tests/unit/node/packaging/qa-identity.test.ts checks each one).
import type { Configuration } from 'electron-builder';
import { QA_APP_ID, QA_PRODUCT_NAME } from '../../src/main/app-identity';
import { isReleaseBuild, type Env } from './signing-plan';

export const QA_BUILD_ENV = 'QA_BUILD';
/**
 * QA_PRODUCT_NAME: the .app and .exe names, shortcuts, install folders, Apps & features, and the
 * user-data folder. QA_APP_ID: the bundle id on macOS; on Windows the NSIS uninstall key, the MSI upgrade
 * code and the shortcuts' AppUserModelID derive from it. Main reads both (src/main/app-identity.ts).
 */
export { QA_APP_ID, QA_PRODUCT_NAME } from '../../src/main/app-identity';
/** package.json's name in the QA app: the deb's package name and the updater's cache folder. */
export const QA_PACKAGE_NAME = 'agency-review-console-qa';
/** The Linux executable, its /usr/bin link and its .desktop file. */
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
    // The packaged package.json: app.getName() reads productName (so the user-data folder, the logs and
    // the single-instance lock are the QA app's own), and electron-builder names the deb package and
    // the updater's cache folder after `name` (the same name would make the QA deb replace the real one).
    extraMetadata: { name: QA_PACKAGE_NAME, productName: QA_PRODUCT_NAME },
    linux: { executableName: QA_EXECUTABLE_NAME },
    // Merged over electron-builder.yml's electronFuses: only this one differs.
    electronFuses: { enableNodeCliInspectArguments: true },
  };
}
