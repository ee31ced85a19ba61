import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateFiles, writeUpdaterConfig } from '@main/updates/updater-config';

// electron-updater's YAML reader (AppUpdater.loadUpdateConfig), which ships without types.
const jsYaml: { load(text: string): unknown } = createRequire(import.meta.url)('js-yaml');
const load = (text: string) => jsYaml.load(text);

describe('the configuration main writes for electron-updater', () => {
  it('is written into userData, with the server, cache folder and publishers', () => {
    const userData = mkdtempSync(join(tmpdir(), 'updater-config-'));
    const { config } = updateFiles(userData);
    writeUpdaterConfig(config, {
      url: 'https://mirror.example.org/arc',
      cacheDirName: 'agency-review-console-updater',
      publisherNames: ['CN=Agency Review, O=Agency Review, C=US'],
    });
    expect(config).toBe(join(userData, 'updates', 'app-update.yml'));
    // Read the way electron-updater reads it (AppUpdater.loadUpdateConfig: js-yaml's load).
    expect(load(readFileSync(config, 'utf8'))).toEqual({
      provider: 'generic',
      url: 'https://mirror.example.org/arc',
      updaterCacheDirName: 'agency-review-console-updater',
      publisherName: ['CN=Agency Review, O=Agency Review, C=US'],
    });
  });

  it('names no publisher where the OS checks updates itself, and replaces any earlier file', () => {
    const { config } = updateFiles(mkdtempSync(join(tmpdir(), 'updater-config-')));
    writeUpdaterConfig(config, { url: 'https://a.example', cacheDirName: 'c', publisherNames: ['CN=A'] });
    writeUpdaterConfig(config, { url: 'https://b.example', cacheDirName: 'c', publisherNames: [] });
    expect(load(readFileSync(config, 'utf8'))).toEqual({
      provider: 'generic',
      url: 'https://b.example',
      updaterCacheDirName: 'c',
    });
  });
});
