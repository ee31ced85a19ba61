import { describe, expect, it } from 'vitest';
import {
  assertSigningReady,
  describePlan,
  isReleaseBuild,
  signingPlan,
} from '../../../../tooling/packaging/signing-plan';

const azure = {
  AZURE_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net',
  AZURE_SIGN_ACCOUNT_NAME: 'agency-review',
  AZURE_SIGN_CERTIFICATE_PROFILE: 'public-trust',
  AZURE_SIGN_PUBLISHER_NAME: 'Agency Review',
  AZURE_TENANT_ID: 'tenant',
  AZURE_CLIENT_ID: 'client',
  AZURE_CLIENT_SECRET: 'secret',
};
const appleApiKey = {
  APPLE_API_KEY: '/keys/AuthKey.p8',
  APPLE_API_KEY_ID: 'KEY',
  APPLE_API_ISSUER: 'issuer',
};

describe('a release build', () => {
  it('is RELEASE=1, or CI building a tag', () => {
    expect(isReleaseBuild({ RELEASE: '1' })).toBe(true);
    expect(isReleaseBuild({ RELEASE: 'true' })).toBe(true);
    expect(isReleaseBuild({ CI: 'true', GITHUB_REF_TYPE: 'tag' })).toBe(true);
    expect(isReleaseBuild({ CI: 'true', GITHUB_REF: 'refs/tags/v1.2.0' })).toBe(true);
  });

  it('is not a local build, a CI build of a branch, or RELEASE=0', () => {
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ RELEASE: '0' })).toBe(false);
    expect(isReleaseBuild({ CI: 'true', GITHUB_REF_TYPE: 'branch', GITHUB_REF: 'refs/heads/main' })).toBe(
      false,
    );
    expect(isReleaseBuild({ GITHUB_REF: 'refs/tags/v1.2.0' })).toBe(false);
  });
});

describe('signing on Windows', () => {
  it('uses a certificate file from WIN_CSC_LINK or CSC_LINK', () => {
    expect(signingPlan({ WIN_CSC_LINK: 'cert.pfx' }, 'win32')).toMatchObject({
      signing: 'certificate',
      problems: [],
    });
    expect(signingPlan({ CSC_LINK: 'cert.pfx' }, 'win32')).toMatchObject({
      signing: 'certificate',
      problems: [],
    });
  });

  it('uses Azure Trusted Signing when its variables are set', () => {
    expect(signingPlan({ ...azure, RELEASE: '1' }, 'win32')).toMatchObject({
      signing: 'azure',
      problems: [],
    });
  });

  it('refuses a half-set Azure configuration, naming what is missing, in any build', () => {
    const { problems } = signingPlan({ AZURE_SIGN_ENDPOINT: azure.AZURE_SIGN_ENDPOINT }, 'win32');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'AZURE_SIGN_ACCOUNT_NAME, AZURE_SIGN_CERTIFICATE_PROFILE, AZURE_SIGN_PUBLISHER_NAME',
    );
    expect(problems[0]).toContain('AZURE_CLIENT_SECRET');
  });

  it('refuses both methods at once', () => {
    expect(signingPlan({ ...azure, CSC_LINK: 'cert.pfx' }, 'win32').problems).toEqual([
      expect.stringContaining('unset one'),
    ]);
  });

  it('lets a local build go unsigned, but never a release build', () => {
    expect(signingPlan({}, 'win32')).toMatchObject({ signing: 'none', problems: [] });
    const release = signingPlan({ CI: 'true', GITHUB_REF_TYPE: 'tag' }, 'win32');
    expect(release.problems).toEqual([expect.stringContaining('WIN_CSC_LINK')]);
    expect(() => assertSigningReady(release)).toThrow(
      /This release build for win32 cannot go on:\n {2}- A release build must be signed/,
    );
  });
});

describe('signing and notarization on macOS', () => {
  it('signs with CSC_LINK or a keychain identity and notarizes with any complete set of Apple variables', () => {
    expect(signingPlan({ CSC_LINK: 'id.p12', ...appleApiKey, RELEASE: '1' }, 'darwin')).toMatchObject({
      signing: 'certificate',
      notarization: 'api-key',
      problems: [],
    });
    const appleId = { APPLE_ID: 'it@agency.test', APPLE_APP_SPECIFIC_PASSWORD: 'p', APPLE_TEAM_ID: 'T' };
    expect(
      signingPlan({ CSC_NAME: 'Developer ID Application: Agency Review', ...appleId }, 'darwin'),
    ).toMatchObject({
      signing: 'keychain',
      notarization: 'apple-id',
    });
    expect(signingPlan({ APPLE_KEYCHAIN_PROFILE: 'notary' }, 'darwin').notarization).toBe('keychain-profile');
  });

  it('refuses half a set of notarization variables', () => {
    expect(signingPlan({ APPLE_ID: 'it@agency.test' }, 'darwin').problems).toEqual([
      expect.stringContaining('also set APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID'),
    ]);
  });

  it('stops a release build that would be unsigned or not notarized, listing both', () => {
    const plan = signingPlan({ RELEASE: '1' }, 'darwin');
    expect(plan.problems).toEqual([
      expect.stringContaining('must be signed'),
      expect.stringContaining('must be notarized'),
    ]);
    expect(signingPlan({ RELEASE: '1', CSC_LINK: 'id.p12' }, 'darwin').problems).toEqual([
      expect.stringContaining('must be notarized'),
    ]);
  });

  it('lets a local test build go unsigned', () => {
    expect(signingPlan({}, 'darwin')).toMatchObject({ signing: 'none', notarization: 'none', problems: [] });
  });
});

describe('Linux', () => {
  it('needs no signing, even for a release', () => {
    const plan = signingPlan({ RELEASE: '1' }, 'linux');
    expect(plan.problems).toEqual([]);
    expect(describePlan(plan)).toBe('linux: not signed (none needed) (release build)');
  });
});
