import { describe, expect, it } from 'vitest';
import type { ConfigLocationKind } from '@shared/ipc/config-report';
import type { ResolvedSettings, Sourced } from '@main/config-sourced';
import type { InstallKind } from '@main/updates/install-kind';
import { planUpdates, type BuildUpdateInfo } from '@main/updates/update-plan';

const from = <T>(value: T, kind: ConfigLocationKind): Sourced<T> => ({ value, kind, where: `(${kind})` });
const PUBLISHER = 'CN=Agency Review, O=Agency Review, C=US';
const build: BuildUpdateInfo = {
  feedUrl: 'https://updates.example.com/arc',
  cacheDirName: 'agency-review-console-updater',
  publisherNames: [PUBLISHER],
};
const CONFIGURED = 'https://mirror.example.org/arc';
const plan = (
  kind: InstallKind,
  settings: ResolvedSettings = {},
  ofBuild: Partial<BuildUpdateInfo> = {},
  incomplete: string | null = null,
) => planUpdates({ kind, settings, build: { ...build, ...ofBuild }, incomplete });
const BROKEN = 'user-policy HKCU\\Software\\Policies\\Agency Review Console is unreadable';

const ALL_PLACES: ConfigLocationKind[] = [
  'machine-policy',
  'user-policy',
  'machine-file',
  'environment',
  'environment-file',
  'beside-app',
];
const ADMIN_PLACES: ConfigLocationKind[] = ['machine-policy', 'user-policy', 'machine-file'];
const USER_PLACES: ConfigLocationKind[] = ['environment', 'environment-file', 'beside-app'];
const SELF_UPDATING: InstallKind[] = ['nsis-per-user', 'mac-user-writable', 'appimage'];

describe('whether, where and how the app updates itself', () => {
  it('never in development, whatever the configuration says', () => {
    expect(plan('development', { 'updates.enabled': from(true, 'machine-policy') })).toEqual({
      enabled: false,
      reason: 'not an installed app',
    });
  });

  it('never when the first place that sets updates.enabled sets false, and says which', () => {
    for (const kind of SELF_UPDATING)
      for (const place of ALL_PLACES) {
        expect(plan(kind, { 'updates.enabled': from(false, place) })).toEqual({
          enabled: false,
          reason: `turned off by updates.enabled: false (${place}: (${place}))`,
        });
      }
  });

  it('per-user NSIS: updates itself, without administrator rights, only from the pinned publisher', () => {
    expect(plan('nsis-per-user')).toEqual({
      enabled: true,
      kind: 'nsis-per-user',
      feed: { url: build.feedUrl, from: 'build' },
      cacheDirName: 'agency-review-console-updater',
      publisherNames: [PUBLISHER],
      administratorApproval: false,
    });
  });

  it('never when a broken place stopped the configuration before anything set updates.enabled', () => {
    for (const kind of SELF_UPDATING) {
      expect(plan(kind, { 'updates.url': from(CONFIGURED, 'machine-policy') }, {}, BROKEN)).toEqual({
        enabled: false,
        reason: `the configuration could not be read completely: ${BROKEN}; updates.enabled may be set there or in a place not read`,
      });
    }
  });

  it('as set by a place read before the broken one, which would have won anyway', () => {
    expect(
      plan('nsis-per-user', { 'updates.enabled': from(true, 'machine-policy') }, {}, BROKEN),
    ).toMatchObject({
      enabled: true,
      kind: 'nsis-per-user',
    });
    expect(plan('nsis-per-user', { 'updates.enabled': from(false, 'machine-policy') }, {}, BROKEN)).toEqual({
      enabled: false,
      reason: 'turned off by updates.enabled: false (machine-policy: (machine-policy))',
    });
  });

  it('takes the configured server before the build’s, from any place (the publisher check still applies)', () => {
    for (const place of ALL_PLACES) {
      expect(plan('nsis-per-user', { 'updates.url': from(CONFIGURED, place) })).toMatchObject({
        enabled: true,
        feed: { url: CONFIGURED, from: 'configuration' },
        publisherNames: [PUBLISHER],
      });
    }
  });

  it('a build without UPDATE_SERVER_URL updates from the configured server alone', () => {
    expect(
      plan('nsis-per-user', { 'updates.url': from(CONFIGURED, 'machine-file') }, { feedUrl: null }),
    ).toMatchObject({
      enabled: true,
      feed: { url: CONFIGURED, from: 'configuration' },
    });
    expect(plan('nsis-per-user', {}, { feedUrl: null })).toEqual({
      enabled: false,
      reason: expect.stringContaining('no update server'),
    });
  });

  it('per-machine NSIS: off unless an administrator turned updates on', () => {
    expect(plan('nsis-per-machine')).toEqual({
      enabled: false,
      reason: expect.stringContaining('installed for all users'),
    });
    for (const place of USER_PLACES) {
      expect(plan('nsis-per-machine', { 'updates.enabled': from(true, place) })).toEqual({
        enabled: false,
        reason: expect.stringContaining(`updates.enabled: true from ${place}: (${place}) is not enough`),
      });
    }
  });

  it('per-machine NSIS turned on by policy or the machine-wide file: with an administrator’s approval', () => {
    for (const place of ADMIN_PLACES) {
      expect(plan('nsis-per-machine', { 'updates.enabled': from(true, place) })).toMatchObject({
        enabled: true,
        kind: 'nsis-per-machine',
        administratorApproval: true,
        publisherNames: [PUBLISHER],
      });
    }
  });

  it('per-machine NSIS: updates.url only from an administrator’s place', () => {
    const on = { 'updates.enabled': from(true, 'machine-policy') };
    for (const place of ADMIN_PLACES) {
      expect(plan('nsis-per-machine', { ...on, 'updates.url': from(CONFIGURED, place) })).toMatchObject({
        enabled: true,
        feed: { url: CONFIGURED, from: 'configuration' },
      });
    }
    for (const place of USER_PLACES) {
      const settings = { ...on, 'updates.url': from(CONFIGURED, place) };
      const reason = `installed for all users: updates.url is taken only from a policy or the machine-wide file, not from ${place}: (${place})`;
      expect(plan('nsis-per-machine', settings)).toEqual({
        enabled: true,
        kind: 'nsis-per-machine',
        feed: { url: build.feedUrl, from: 'build' },
        cacheDirName: build.cacheDirName,
        publisherNames: [PUBLISHER],
        administratorApproval: true,
        ignoredFeed: { url: CONFIGURED, reason },
      });
      expect(plan('nsis-per-machine', settings, { feedUrl: null })).toEqual({
        enabled: false,
        reason: `no update server: ${reason}, and this build has none (UPDATE_SERVER_URL)`,
      });
    }
    const sameAsBuilt = { ...on, 'updates.url': from(build.feedUrl!, 'beside-app') };
    expect(plan('nsis-per-machine', sameAsBuilt)).not.toHaveProperty('ignoredFeed');
  });

  it('MSI or portable: never, even when an administrator turns updates on', () => {
    expect(plan('msi-or-portable', { 'updates.enabled': from(true, 'machine-policy') })).toEqual({
      enabled: false,
      reason: expect.stringContaining('second copy'),
    });
  });

  it('Windows with no pinned publisher: never, whatever the feed', () => {
    for (const settings of [{}, { 'updates.url': from(CONFIGURED, 'machine-policy') }]) {
      expect(plan('nsis-per-user', settings, { publisherNames: [] })).toEqual({
        enabled: false,
        reason: expect.stringContaining('pins no update publisher'),
      });
    }
    const perMachineOn = { 'updates.enabled': from(true, 'machine-policy') };
    expect(plan('nsis-per-machine', perMachineOn, { publisherNames: [] })).toMatchObject({ enabled: false });
  });

  it('macOS: updates itself where this user can replace the app, checked by the OS, not by name', () => {
    expect(plan('mac-user-writable', { 'updates.url': from(CONFIGURED, 'user-policy') })).toEqual({
      enabled: true,
      kind: 'mac-user-writable',
      feed: { url: CONFIGURED, from: 'configuration' },
      cacheDirName: build.cacheDirName,
      publisherNames: [],
      administratorApproval: false,
    });
    expect(plan('mac-read-only')).toEqual({
      enabled: false,
      reason: expect.stringContaining('this user cannot replace the app'),
    });
  });

  it('AppImage: only the https server built into it; a configured one is refused', () => {
    expect(plan('appimage', { 'updates.url': from(CONFIGURED, 'machine-policy') })).toEqual({
      enabled: true,
      kind: 'appimage',
      feed: { url: build.feedUrl, from: 'build' },
      cacheDirName: build.cacheDirName,
      publisherNames: [],
      administratorApproval: false,
      ignoredFeed: { url: CONFIGURED, reason: 'an AppImage updates only from the server built into it' },
    });
    expect(plan('appimage', { 'updates.url': from(build.feedUrl!, 'machine-file') })).not.toHaveProperty(
      'ignoredFeed',
    );
    for (const feedUrl of [null, 'http://updates.example.com/arc']) {
      expect(plan('appimage', { 'updates.url': from(CONFIGURED, 'machine-policy') }, { feedUrl })).toEqual({
        enabled: false,
        reason: expect.stringContaining('only from the https server built into it'),
      });
    }
  });

  it('deb, rpm or unpacked on Linux, and other systems: never', () => {
    expect(plan('linux-package')).toEqual({
      enabled: false,
      reason: expect.stringContaining('package manager'),
    });
    expect(plan('unsupported')).toEqual({ enabled: false, reason: 'no updater for this system' });
  });
});
