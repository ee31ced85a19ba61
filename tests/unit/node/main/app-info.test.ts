import { describe, expect, it } from 'vitest';
import { appInfo } from '@main/app-info';

const app = { getName: () => 'Agency Review Console', getVersion: () => '1.2.3' };
const versions = { electron: '45.4.1', chrome: '140.0.7339.41', node: '22.19.0' } as NodeJS.ProcessVersions;
const report = { problem: null, locations: [], warnings: [], settings: {} };

describe('what the renderer learns about the app', () => {
  it('the versions and the backend URL in use, without its credentials', () => {
    const backend = {
      source: 'machine-file' as const,
      baseURL: 'https://it:secret@api.example.com/v1',
      config: report,
      imageSources: ['https://api.example.com', 'https://cdn.example.com'],
    };
    expect(appInfo(app, backend, versions)).toMatchObject({
      version: '1.2.3',
      versions: { electron: '45.4.1', chrome: '140.0.7339.41', node: '22.19.0' },
      apiConfigured: true,
      apiSource: 'machine-file',
      apiUrl: 'https://api.example.com/v1',
      imageSources: ['https://api.example.com', 'https://cdn.example.com'],
    });
  });

  it('why nothing is configured and every place main looked', () => {
    const config = {
      problem: { code: 'nothingConfigured' as const },
      locations: [
        { kind: 'environment' as const, where: 'REVIEW_CONSOLE_API_URL', status: 'absent' as const },
      ],
      warnings: [],
      settings: {},
    };
    expect(
      appInfo(app, { source: 'none', baseURL: null, config, imageSources: null }, versions),
    ).toMatchObject({
      apiConfigured: false,
      apiUrl: null,
      config,
    });
  });
});
