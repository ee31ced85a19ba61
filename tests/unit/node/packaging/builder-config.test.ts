import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_FILE } from '../../../../tooling/bundle/build-info';
import { builderConfig, publishRequested } from '../../../../tooling/packaging/builder-config';

const publisher = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';

/** An app whose out/ is a production build, which beforePack checks first (production-build.test.ts). */
const appDir = mkdtempSync(join(tmpdir(), 'builder-config-'));
const production = { mode: 'production', builtAt: '2026-01-01T00:00:00.000Z' };
mkdirSync(join(appDir, 'out'));
writeFileSync(
  join(appDir, 'out', BUILD_INFO_FILE),
  JSON.stringify({ main: production, preload: production, renderer: production }),
);

const beforePack = (
  config: ReturnType<typeof builderConfig>,
  electronPlatformName: string,
  targets: string[] = [],
) =>
  (config.beforePack as (context: object) => Promise<void>)({
    electronPlatformName,
    packager: { info: { appDir } },
    targets: targets.map((name) => ({ name })),
  });

describe('the electron-builder configuration', () => {
  it('extends electron-builder.yml and, without variables, publishes nowhere and signs nothing extra', () => {
    const config = builderConfig({});
    expect(config.extends).toBe('./electron-builder.yml');
    expect(config.publish).toBeNull();
    expect(config.win).toBeUndefined();
    expect(config.forceCodeSigning).toBe(false);
  });

  it('points the updater at UPDATE_SERVER_URL with a generic provider', () => {
    expect(builderConfig({ UPDATE_SERVER_URL: 'https://updates.agency.test/console' }).publish).toEqual({
      provider: 'generic',
      url: 'https://updates.agency.test/console',
    });
    expect(() => builderConfig({ UPDATE_SERVER_URL: 'http://updates.agency.test' })).toThrow(
      /must be an https URL/,
    );
  });

  it('makes a release build force code signing', () => {
    expect(builderConfig({ RELEASE: '1' }).forceCodeSigning).toBe(true);
  });

  it('stops before packing when the signing plan refuses, and says why', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = builderConfig({ RELEASE: '1' });
    await expect(beforePack(config, 'win32')).rejects.toThrow(/must be signed/);
    await expect(beforePack(config, 'mas')).rejects.toThrow(/must be notarized/);
    await expect(beforePack(config, 'linux')).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('Windows signing, as electron-builder 26 options', () => {
  it('a certificate file: read by electron-builder itself, only the pinned publisher added', () => {
    expect(builderConfig({ WIN_CSC_LINK: 'cert.pfx' }).win).toBeUndefined();
    expect(builderConfig({ WIN_CSC_LINK: 'cert.pfx', WIN_PUBLISHER_NAME: publisher }).win).toEqual({
      signtoolOptions: { publisherName: [publisher] },
    });
  });

  it('the certificate store: WIN_CSC_SHA1 and WIN_CSC_SUBJECT_NAME to certificateSha1 and certificateSubjectName', () => {
    expect(builderConfig({ WIN_CSC_SHA1: 'a1b2 c3d4 e5f6 a7b8 c9d0 e1f2 a3b4 c5d6 e7f8 a9b0' }).win).toEqual({
      signtoolOptions: { certificateSha1: 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6E7F8A9B0' },
    });
    expect(
      builderConfig({ WIN_CSC_SUBJECT_NAME: ' Agency Review ', WIN_PUBLISHER_NAME: publisher }).win,
    ).toEqual({
      signtoolOptions: { certificateSubjectName: 'Agency Review', publisherName: [publisher] },
    });
  });

  it('Azure Trusted Signing: the AZURE_SIGN_* variables to azureSignOptions, and nothing for signtool', () => {
    const config = builderConfig({
      AZURE_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net',
      AZURE_SIGN_ACCOUNT_NAME: 'agency-review',
      AZURE_SIGN_CERTIFICATE_PROFILE: 'public-trust',
      AZURE_SIGN_PUBLISHER_NAME: publisher,
    });
    expect(config.win).toEqual({
      azureSignOptions: {
        endpoint: 'https://weu.codesigning.azure.net',
        codeSigningAccountName: 'agency-review',
        certificateProfileName: 'public-trust',
        publisherName: publisher,
      },
    });
  });

  it('a signing command: a sign hook, called once per file (SHA-256 only)', () => {
    const signtool = builderConfig({ WIN_SIGN_COMMAND: 'smctl sign --input {file}' }).win?.signtoolOptions;
    expect(typeof signtool?.sign).toBe('function');
    expect(signtool?.signingHashAlgorithms).toEqual(['sha256']);
  });
});

describe('the publishers Windows updates must be signed by', () => {
  it('are written into the packaged package.json, none without them', () => {
    expect(builderConfig({ WIN_PUBLISHER_NAME: publisher }).extraMetadata).toEqual({
      agencyReviewConsole: { updatePublisherNames: [publisher] },
    });
    expect(builderConfig({}).extraMetadata).toBeUndefined();
  });

  it('sit beside the QA build’s names in the QA build', () => {
    expect(builderConfig({ QA_BUILD: '1', WIN_PUBLISHER_NAME: publisher }).extraMetadata).toEqual({
      name: 'agency-review-console-qa',
      productName: 'Agency Review Console QA',
      agencyReviewConsole: { updatePublisherNames: [publisher] },
    });
  });

  it('stop every build when one is not a full subject', () => {
    expect(() => builderConfig({ WIN_PUBLISHER_NAME: 'Agency Review' })).toThrow(
      /WIN_PUBLISHER_NAME: "Agency Review" is not a certificate subject/,
    );
  });
});

describe('the macOS installer package before packing', () => {
  const release = {
    RELEASE: '1',
    CSC_LINK: 'app.p12',
    APPLE_API_KEY: 'AuthKey.p8',
    APPLE_API_KEY_ID: 'KEY',
    APPLE_API_ISSUER: 'issuer',
  };

  it('needs its Developer ID Installer certificate when pkg is among the targets', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = builderConfig(release);
    await expect(beforePack(config, 'darwin', ['dmg', 'zip', 'pkg'])).rejects.toThrow(/CSC_INSTALLER_LINK/);
    await expect(beforePack(config, 'darwin', ['dmg', 'zip'])).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });

  it('finds a CSC_NAME identity in the keychain it is given', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const env = { ...release, CSC_LINK: '', CSC_NAME: 'Agency Review (T1)' };
    const listing = '  1) 0A1B "Developer ID Application: Agency Review (T1)"\n';
    const config = builderConfig(env, [], () => listing);
    await expect(beforePack(config, 'darwin', ['pkg'])).rejects.toThrow(
      /no valid "Developer ID Installer: Agency Review \(T1\)" identity/,
    );
    await expect(beforePack(config, 'darwin', ['dmg'])).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });
});

describe('npm run release (electron-builder --publish always)', () => {
  it('is recognised on the command line in each spelling', () => {
    expect(publishRequested(['--publish', 'always'])).toBe(true);
    expect(publishRequested(['-p', 'onTag'])).toBe(true);
    expect(publishRequested(['--publish=always'])).toBe(true);
    expect(publishRequested(['--publish', 'never'])).toBe(false);
    expect(publishRequested(['--dir', '--linux'])).toBe(false);
  });

  it('needs the update server’s URL', () => {
    expect(() => builderConfig({}, ['--publish', 'always'])).toThrow(/A release needs UPDATE_SERVER_URL/);
  });

  it('is held to the release rules even without RELEASE=1', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const config = builderConfig({ UPDATE_SERVER_URL: 'https://u.test' }, ['--publish', 'always']);
    expect(config.forceCodeSigning).toBe(true);
    await expect(beforePack(config, 'win32')).rejects.toThrow(/release build/);
    vi.restoreAllMocks();
  });
});

describe('the QA build (QA_BUILD=1)', () => {
  it('keeps the inspect fuse on and installs beside the real console under a QA name', () => {
    const config = builderConfig({ QA_BUILD: '1' });
    expect(config.extends).toBe('./electron-builder.yml');
    expect(config.electronFuses).toEqual({ enableNodeCliInspectArguments: true });
    expect(config.productName).toBe('Agency Review Console QA');
    expect(config.appId).toBe('com.agencyreview.console.qa');
    expect(config.extraMetadata).toEqual({
      name: 'agency-review-console-qa',
      productName: 'Agency Review Console QA',
    });
    expect(config.linux).toEqual({ executableName: 'agency-review-console-qa' });
  });

  it('changes nothing when QA_BUILD is unset or off', () => {
    for (const env of [{}, { QA_BUILD: '0' }, { QA_BUILD: 'false' }, { QA_BUILD: ' ' }]) {
      const config = builderConfig(env);
      expect(config.electronFuses).toBeUndefined();
      expect(config.productName).toBeUndefined();
      expect(config.appId).toBeUndefined();
    }
  });

  it('is refused with a release, a publish or a CI tag build, and says why', () => {
    const refused = /QA_BUILD=1 cannot be combined with a release/;
    expect(() => builderConfig({ QA_BUILD: '1', RELEASE: '1' })).toThrow(refused);
    expect(() =>
      builderConfig({ QA_BUILD: '1', UPDATE_SERVER_URL: 'https://u.test' }, ['--publish', 'always']),
    ).toThrow(refused);
    expect(() => builderConfig({ QA_BUILD: '1', CI: 'true', GITHUB_REF_TYPE: 'tag' })).toThrow(refused);
    expect(builderConfig({ QA_BUILD: '1' }, ['--publish', 'never']).productName).toBe(
      'Agency Review Console QA',
    );
  });
});
