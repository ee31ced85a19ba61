// Names the OS and IT see, fixed by the build: package.json's productName and electron-builder.yml's
// appId (tests/unit/node/main/app-identity.test.ts keeps them in step).
export const PRODUCT_NAME = 'Agency Review Console';
/** The macOS bundle id: the preference domain an MDM profile writes. */
export const BUNDLE_ID = 'com.agencyreview.console';

/**
 * The QA variant of the installers (tooling/packaging/qa-build.ts) installs beside the console under
 * its own name and id: the packaged app's name tells main which it is.
 */
export const QA_PRODUCT_NAME = 'Agency Review Console QA';
export const QA_APP_ID = 'com.agencyreview.console.qa';

/** The appId the installers built this app with, from the name it runs under (app.getName()). */
export const appIdOf = (productName: string) => (productName === QA_PRODUCT_NAME ? QA_APP_ID : BUNDLE_ID);
