import { serializeToYaml } from 'builder-util';
import { describe, expect, it } from 'vitest';
import { UPDATE_PUBLISHER_FIELD as PACKAGE_FIELD, updatePublisherMetadata } from '@shared/update-publisher';
import { packagedIdentity, parseBuildFeed, updaterCacheDirName } from '@main/updates/build-update-info';

describe('the build’s own update server (resources/app-update.yml)', () => {
  it('reads the file as electron-builder writes it', () => {
    const written = serializeToYaml({
      provider: 'generic',
      url: 'https://updates.example.com/agency-review-console',
      updaterCacheDirName: 'agency-review-console-updater',
      publisherName: ['CN=Agency Review, O=Agency Review'],
    });
    expect(parseBuildFeed(written)).toEqual({
      url: 'https://updates.example.com/agency-review-console',
      updaterCacheDirName: 'agency-review-console-updater',
    });
  });

  it('reads quoted values as YAML means them', () => {
    const quoted = serializeToYaml({ provider: 'generic', url: "https://u.example.com/it's here: #1" });
    expect(parseBuildFeed(quoted).url).toBe("https://u.example.com/it's here: #1");
    expect(parseBuildFeed('provider: generic\nurl: "https://u.example.com/\\u0041"\n').url).toBe(
      'https://u.example.com/A',
    );
  });

  it('has no generic server without the file, or for another provider', () => {
    expect(parseBuildFeed('')).toEqual({ url: null, updaterCacheDirName: null });
    expect(parseBuildFeed(serializeToYaml({ provider: 's3', bucket: 'b', url: 'https://x' })).url).toBeNull();
  });

  it('names the cache folder as electron-builder does (the installer keeps its copy there)', () => {
    expect(updaterCacheDirName('agency-review-console')).toBe('agency-review-console-updater');
    expect(updaterCacheDirName('Agency-Review-Console-QA')).toBe('agency-review-console-qa-updater');
  });
});

describe('the publishers pinned in package.json', () => {
  it('reads the names the packaging writes', () => {
    const pkg = { name: 'agency-review-console', ...updatePublisherMetadata(['CN=A, O=A', 'CN=B']) };
    expect(packagedIdentity(pkg)).toEqual({
      name: 'agency-review-console',
      publisherNames: ['CN=A, O=A', 'CN=B'],
    });
  });

  it('pins nobody when the field is missing or anything in it is malformed', () => {
    for (const ours of [
      undefined,
      {},
      { updatePublisherNames: 'CN=A' },
      { updatePublisherNames: ['CN=A', ''] },
      { updatePublisherNames: ['CN=A', 7] },
    ]) {
      expect(packagedIdentity({ name: 'x', [PACKAGE_FIELD]: ours }).publisherNames).toEqual([]);
    }
    expect(packagedIdentity(null)).toEqual({ name: '', publisherNames: [] });
  });
});
