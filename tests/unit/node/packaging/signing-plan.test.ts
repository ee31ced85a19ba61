import { describe, expect, it } from 'vitest';
import {
  assertSigningReady,
  describePlan,
  isReleaseBuild,
  signingPlan,
} from '../../../../tooling/packaging/signing-plan';

const publisher = 'CN=Agency Review, O=Agency Review, L=Amman, C=JO';
const azure = {
  AZURE_SIGN_ENDPOINT: 'https://weu.codesigning.azure.net',
  AZURE_SIGN_ACCOUNT_NAME: 'agency-review',
  AZURE_SIGN_CERTIFICATE_PROFILE: 'public-trust',
  AZURE_SIGN_PUBLISHER_NAME: publisher,
  AZURE_TENANT_ID: 'tenant',
  AZURE_CLIENT_ID: 'client',
  AZURE_CLIENT_SECRET: 'secret',
};
const command = { WIN_SIGN_COMMAND: 'smctl sign --keypair-alias key_1 --input "{file}"' };
const appleApiKey = {
  APPLE_API_KEY: '/keys/AuthKey.p8',
  APPLE_API_KEY_ID: 'KEY',
  APPLE_API_ISSUER: 'issuer',
};
const appleId = { APPLE_ID: 'it@agency.test', APPLE_APP_SPECIFIC_PASSWORD: 'p', APPLE_TEAM_ID: 'T' };

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

describe('signing on Windows, one method at a time', () => {
  const release = { RELEASE: '1', WIN_PUBLISHER_NAME: publisher };

  it.each([
    ['a certificate file', { WIN_CSC_LINK: 'cert.pfx', WIN_CSC_KEY_PASSWORD: 'p' }, 'certificate'],
    ['a certificate file for every platform', { CSC_LINK: 'cert.pfx' }, 'certificate'],
    [
      'the store, by thumbprint',
      { WIN_CSC_SHA1: 'a1b2 c3d4 e5f6 a7b8 c9d0 e1f2 a3b4 c5d6 e7f8 a9b0' },
      'certificate-store',
    ],
    ['the store, by subject', { WIN_CSC_SUBJECT_NAME: 'Agency Review' }, 'certificate-store'],
    ['Azure Trusted Signing', azure, 'azure'],
    ['a signing command', command, 'command'],
  ])('signs a release with %s', (_, variables, signing) => {
    expect(signingPlan({ ...release, ...variables }, 'win32')).toMatchObject({ signing, problems: [] });
  });

  it('refuses two methods at once, naming both and their variables', () => {
    const { problems } = signingPlan({ WIN_CSC_LINK: 'cert.pfx', ...command }, 'win32');
    expect(problems).toEqual([
      'Several Windows signing methods are set: a certificate file (WIN_CSC_LINK) and a signing command (WIN_SIGN_COMMAND). Unset all but one.',
    ]);
    expect(signingPlan({ ...azure, WIN_CSC_SHA1: 'ab'.repeat(20) }, 'win32').problems[0]).toMatch(
      /the Windows certificate store \(WIN_CSC_SHA1\) and Azure Trusted Signing \(AZURE_SIGN_ENDPOINT, .*\)/,
    );
  });

  it('refuses a half-set Azure configuration, naming what is missing, in any build', () => {
    const { problems } = signingPlan({ AZURE_SIGN_ENDPOINT: azure.AZURE_SIGN_ENDPOINT }, 'win32');
    expect(problems[0]).toContain(
      'Azure Trusted Signing is half set: also set AZURE_SIGN_ACCOUNT_NAME, AZURE_SIGN_CERTIFICATE_PROFILE, AZURE_SIGN_PUBLISHER_NAME',
    );
    expect(problems[0]).toContain('AZURE_CLIENT_SECRET');
  });

  it('refuses a thumbprint that is not 40 hexadecimal digits (one copied with an invisible mark)', () => {
    const { problems } = signingPlan({ WIN_CSC_SHA1: `\u200e${'ab'.repeat(20)}` }, 'win32');
    expect(problems).toEqual([expect.stringContaining('WIN_CSC_SHA1 must be the certificate’s thumbprint')]);
  });

  it('refuses a signing command that does not name the file', () => {
    expect(signingPlan({ WIN_SIGN_COMMAND: 'smctl sign' }, 'win32').problems).toEqual([
      expect.stringContaining('WIN_SIGN_COMMAND must name the file to sign as {file}'),
    ]);
  });

  it('lets a local build go unsigned, but never a release build, whose refusal names every method', () => {
    expect(signingPlan({}, 'win32')).toMatchObject({ signing: 'none', problems: [], publisherNames: [] });
    const plan = signingPlan({ CI: 'true', GITHUB_REF_TYPE: 'tag', WIN_PUBLISHER_NAME: publisher }, 'win32');
    expect(plan.problems).toHaveLength(1);
    for (const variable of [
      'WIN_CSC_LINK',
      'CSC_LINK',
      'WIN_CSC_KEY_PASSWORD',
      'WIN_CSC_SHA1',
      'WIN_CSC_SUBJECT_NAME',
      ...Object.keys(azure),
      'WIN_SIGN_COMMAND',
    ]) {
      expect(plan.problems[0]).toContain(variable);
    }
    expect(() => assertSigningReady(plan)).toThrow(
      /This release build for win32 cannot go on:\n {2}- A release build must be signed/,
    );
  });
});

describe('the publishers Windows updates must be signed by', () => {
  it('are required in a release, as full subjects', () => {
    const plan = signingPlan({ RELEASE: '1', WIN_CSC_LINK: 'cert.pfx' }, 'win32');
    expect(plan.problems).toEqual([
      expect.stringMatching(/^A Windows release must name the publisher .* set WIN_PUBLISHER_NAME to/),
    ]);
  });

  it('come from WIN_PUBLISHER_NAME, several separated by ";", quotes and escapes kept', () => {
    const next = 'CN=Agency Review, O="Agency Review; Digital", C=JO';
    const plan = signingPlan(
      { WIN_CSC_LINK: 'cert.pfx', WIN_PUBLISHER_NAME: ` ${publisher} ;${next}; ` },
      'win32',
    );
    expect(plan).toMatchObject({ publisherNames: [publisher, next], problems: [] });
  });

  it('with Azure Trusted Signing start with AZURE_SIGN_PUBLISHER_NAME, WIN_PUBLISHER_NAME adding others', () => {
    const next = 'CN=Agency Review Ltd, O=Agency Review Ltd, C=JO';
    expect(signingPlan({ ...azure, RELEASE: '1' }, 'win32').publisherNames).toEqual([publisher]);
    expect(
      signingPlan({ ...azure, WIN_PUBLISHER_NAME: `${next};${publisher}` }, 'win32').publisherNames,
    ).toEqual([publisher, next]);
  });

  it('are refused unless each is a full subject with at least CN= and O=: one part would match too much', () => {
    const { problems } = signingPlan(
      {
        WIN_PUBLISHER_NAME:
          'Agency Review;O=Agency Review;CN=Agency Review;CN=Agency Review, O=;CN="Agency Review, O=x',
      },
      'win32',
    );
    expect(problems).toEqual([
      expect.stringContaining('WIN_PUBLISHER_NAME: "Agency Review" is not a certificate subject'),
      expect.stringContaining(
        'WIN_PUBLISHER_NAME: "O=Agency Review" is not a full certificate subject: it has no CN=',
      ),
      expect.stringContaining(
        'WIN_PUBLISHER_NAME: "CN=Agency Review" is not a full certificate subject: it has no O=',
      ),
      expect.stringContaining(
        'WIN_PUBLISHER_NAME: "CN=Agency Review, O=" is not a full certificate subject: it has no O=',
      ),
      expect.stringContaining('WIN_PUBLISHER_NAME: "CN="Agency Review, O=x" is not a certificate subject'),
    ]);
    expect(problems[2]).toContain(
      'at least CN= and O=, as Get-AuthenticodeSignature shows it, e.g. "CN=Agency Review, O=Agency Review, L=Amman, C=JO": a common name alone would match any certificate with that name',
    );
    expect(
      signingPlan({ ...azure, AZURE_SIGN_PUBLISHER_NAME: 'CN=Agency Review' }, 'win32').problems,
    ).toEqual([
      expect.stringContaining(
        'AZURE_SIGN_PUBLISHER_NAME: "CN=Agency Review" is not a full certificate subject',
      ),
    ]);
    // The smallest accepted: a common name and an organisation, in any order, quoted as Windows quotes.
    expect(
      signingPlan({ WIN_PUBLISHER_NAME: 'CN=x, O=y;o = "Agency Review, Inc." , cn = A' }, 'win32'),
    ).toMatchObject({ problems: [], publisherNames: ['CN=x, O=y', 'o = "Agency Review, Inc." , cn = A'] });
  });

  it('are shown in the plan, or that the build installs no updates', () => {
    expect(describePlan(signingPlan({ ...command, WIN_PUBLISHER_NAME: publisher }, 'win32'))).toBe(
      `win32: signing: command, update publisher: ${publisher}`,
    );
    expect(describePlan(signingPlan({}, 'win32'))).toBe(
      'win32: signing: none, update publisher: none (installs no updates)',
    );
  });
});

describe('signing and notarization on macOS', () => {
  it('signs with CSC_LINK or a keychain identity and notarizes with any one complete method', () => {
    expect(signingPlan({ CSC_LINK: 'id.p12', ...appleApiKey, RELEASE: '1' }, 'darwin')).toMatchObject({
      signing: 'certificate',
      notarization: 'api-key',
      problems: [],
    });
    expect(signingPlan({ CSC_NAME: 'Agency Review (TEAM123456)', ...appleId }, 'darwin')).toMatchObject({
      signing: 'keychain',
      notarization: 'apple-id',
      problems: [],
    });
    expect(signingPlan({ APPLE_KEYCHAIN_PROFILE: 'notary' }, 'darwin').notarization).toBe('keychain-profile');
    expect(
      signingPlan({ APPLE_KEYCHAIN_PROFILE: 'notary', APPLE_KEYCHAIN: '/k/build.keychain-db' }, 'darwin'),
    ).toMatchObject({ notarization: 'keychain-profile', problems: [] });
  });

  it('refuses a CSC_NAME with the certificate type, which electron-builder adds itself', () => {
    expect(
      signingPlan({ CSC_NAME: 'Developer ID Application: Agency Review (T1)' }, 'darwin').problems,
    ).toEqual([
      'CSC_NAME must be the identity\'s name without "Developer ID Application:" (electron-builder adds the certificate type): "Agency Review (T1)".',
    ]);
  });

  it('refuses half a method, or APPLE_KEYCHAIN without its profile', () => {
    expect(signingPlan({ APPLE_ID: 'it@agency.test' }, 'darwin').problems).toEqual([
      'Notarization is half set: with APPLE_ID also set APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID.',
    ]);
    expect(signingPlan({ APPLE_KEYCHAIN: 'build.keychain-db' }, 'darwin').problems).toEqual([
      'Notarization is half set: with APPLE_KEYCHAIN also set APPLE_KEYCHAIN_PROFILE.',
    ]);
  });

  it('refuses two methods at once (electron-builder would quietly use the Apple ID)', () => {
    expect(signingPlan({ ...appleApiKey, ...appleId }, 'darwin').problems).toEqual([
      'Several notarization methods are set: an Apple ID (APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID) and an App Store Connect API key (APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER). Unset all but one.',
    ]);
  });

  it('stops a release build that would be unsigned or not notarized, naming every method', () => {
    const plan = signingPlan({ RELEASE: '1' }, 'darwin');
    expect(plan.problems).toEqual([
      expect.stringContaining('must be signed: set CSC_LINK and CSC_KEY_PASSWORD'),
      'A release build must be notarized. Set one method: an Apple ID: APPLE_ID, APPLE_APP_SPECIFIC_PASSWORD, APPLE_TEAM_ID; or an App Store Connect API key: APPLE_API_KEY, APPLE_API_KEY_ID, APPLE_API_ISSUER; or a notarytool keychain profile: APPLE_KEYCHAIN_PROFILE, (APPLE_KEYCHAIN).',
    ]);
    expect(signingPlan({ RELEASE: '1', CSC_LINK: 'id.p12' }, 'darwin').problems).toEqual([
      expect.stringContaining('must be notarized'),
    ]);
  });

  it('lets a local test build go unsigned', () => {
    expect(signingPlan({}, 'darwin')).toMatchObject({ signing: 'none', notarization: 'none', problems: [] });
  });
});

describe('the macOS installer package (pkg) in a release', () => {
  const signedRelease = { RELEASE: '1', ...appleApiKey };
  const pkg = { installerPackage: true };

  it('needs the Developer ID Installer certificate beside the application one', () => {
    expect(signingPlan({ ...signedRelease, CSC_LINK: 'app.p12' }, 'darwin', pkg).problems).toEqual([
      expect.stringContaining('set CSC_INSTALLER_LINK and CSC_INSTALLER_KEY_PASSWORD'),
    ]);
    const both = { ...signedRelease, CSC_LINK: 'app.p12', CSC_INSTALLER_LINK: 'installer.p12' };
    expect(signingPlan(both, 'darwin', pkg)).toMatchObject({ installerPackage: true, problems: [] });
    expect(signingPlan({ ...signedRelease, CSC_LINK: 'app.p12' }, 'darwin').problems).toEqual([]);
  });

  it('with CSC_NAME, finds both identities in the keychain or names the missing one', () => {
    const name = 'Agency Review (TEAM123456)';
    const application = `  1) 0A1B "Developer ID Application: ${name}"`;
    const installer = `  2) 2C3D "Developer ID Installer: ${name}"`;
    const env = { ...signedRelease, CSC_NAME: name };
    expect(
      signingPlan(env, 'darwin', { ...pkg, listIdentities: () => `${application}\n${installer}\n` }).problems,
    ).toEqual([]);
    expect(signingPlan(env, 'darwin', { ...pkg, listIdentities: () => application }).problems).toEqual([
      `The keychain holds no valid "Developer ID Installer: ${name}" identity (security find-identity -v).`,
    ]);
  });

  it('ignores CSC_INSTALLER_LINK without CSC_LINK, as electron-builder does, and says so', () => {
    expect(signingPlan({ CSC_INSTALLER_LINK: 'installer.p12' }, 'darwin').problems).toEqual([
      expect.stringContaining('CSC_INSTALLER_LINK is only read with CSC_LINK'),
    ]);
  });
});

describe('Linux', () => {
  it('needs no signing, even for a release', () => {
    const plan = signingPlan({ RELEASE: '1' }, 'linux');
    expect(plan.problems).toEqual([]);
    expect(describePlan(plan)).toBe('linux: not signed (none needed) (release build)');
  });
});
