// Names the OS and IT see, fixed by the build: package.json's productName and electron-builder.yml's
// appId (tests/unit/node/main/app-identity.test.ts keeps them in step).
export const PRODUCT_NAME = 'Agency Review Console';
/** The macOS bundle id: the preference domain an MDM profile writes. */
export const BUNDLE_ID = 'com.agencyreview.console';
