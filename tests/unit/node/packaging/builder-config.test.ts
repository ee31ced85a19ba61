import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_INFO_FILE } from '../../../../tooling/bundle/build-info';
import { builderConfig, publishRequested } from '../../../../tooling/packaging/builder-config';

/** An app whose out/ is a production build, which beforePack checks first (production-build.test.ts). */
const appDir = mkdtempSync(join(tmpdir(), 'builder-config-'));
const production = { mode: 'production', builtAt: '2026-01-01T00:00:00.000Z' };
mkdirSync(join(appDir, 'out'));
writeFileSync(
  join(appDir, 'out', BUILD_INFO_FILE),
  JSON.stringify({ main: production, preload: production, renderer: production }),
);

const beforePack = (config: ReturnType<typeof builderConfig>, electronPlatformName: string) =>
  (config.beforePack as (context: object) => Promise<void>)({
    electronPlatformName,
    packager: { info: { appDir } },
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

  it('signs Windows with Azure Trusted Signing when its variables are set', () => {
    const config = builderConfig({
      AZURE_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net',
      AZURE_SIGN_ACCOUNT_NAME: 'agency-review',
      AZURE_SIGN_CERTIFICATE_PROFILE: 'public-trust',
      AZURE_SIGN_PUBLISHER_NAME: 'Agency Review',
    });
    expect(config.win).toEqual({
      azureSignOptions: {
        endpoint: 'https://weu.codesigning.azure.net',
        codeSigningAccountName: 'agency-review',
        certificateProfileName: 'public-trust',
        publisherName: 'Agency Review',
      },
    });
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
