// The index.html tags that preload the first screen (tooling/bundle/preload-first-screen.ts), from a
// bundle shaped as Rollup hands it to Vite's transformIndexHtml. The built page itself is checked in
// tests/packaging/bundle-budget.test.ts.
import { describe, expect, it } from 'vitest';
import { preloadTags, type BundleChunk } from '../../../tooling/bundle/preload-first-screen';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle: Record<string, BundleChunk> = {
  'assets/index-1.js': chunk('assets/index-1.js', '/app/src/renderer/index.html', ['assets/react-1.js']),
  'assets/react-1.js': chunk('assets/react-1.js', null),
  'assets/sign-in-1.js': chunk(
    'assets/sign-in-1.js',
    '/app/src/renderer/src/features/auth/sign-in.ts',
    ['assets/index-1.js', 'assets/input-1.js'],
    ['assets/sign-in-1.css'],
  ),
  'assets/input-1.js': chunk('assets/input-1.js', null, ['assets/react-1.js'], ['assets/input-1.css']),
  'assets/web-1.js': chunk('assets/web-1.js', '/app/src/renderer/src/lib/web.ts'),
  'assets/report-1.js': chunk('assets/report-1.js', '/app/src/renderer/src/features/report.ts'),
  'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css' },
};

// What Vite wrote for the entry before this plugin runs.
const html = `<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">`;

const hrefs = (rel: string, modules: string[]) =>
  preloadTags(bundle, modules, html)
    .filter((tag) => tag.attrs.rel === rel)
    .map((tag) => tag.attrs.href);

describe('preloading the first screen from index.html', () => {
  it('names the screens’ chunks and every chunk they import, not what the page already loads', () => {
    expect(hrefs('modulepreload', ['src/features/auth/sign-in.ts', 'src/lib/web.ts'])).toEqual([
      '/assets/sign-in-1.js',
      '/assets/input-1.js',
      '/assets/web-1.js',
    ]);
  });

  it('adds the stylesheets those chunks bring, after the page’s own', () => {
    expect(hrefs('stylesheet', ['src/features/auth/sign-in.ts'])).toEqual([
      '/assets/sign-in-1.css',
      '/assets/input-1.css',
    ]);
  });

  it('leaves every other screen to be fetched on its way', () => {
    const all = preloadTags(bundle, ['src/features/auth/sign-in.ts', 'src/lib/web.ts'], html);
    expect(all.map((tag) => tag.attrs.href)).not.toContain('/assets/report-1.js');
    expect(all.every((tag) => tag.injectTo === 'head' && tag.attrs.crossorigin)).toBe(true);
  });

  it('fails the build when a screen is no chunk of it (renamed, or no longer split off)', () => {
    expect(() => preloadTags(bundle, ['src/features/auth/login.ts'], html)).toThrow(
      'no chunk of the build is src/features/auth/login.ts',
    );
  });

  it('follows the base the assets are served under', () => {
    expect(preloadTags(bundle, ['src/lib/web.ts'], '', '/console/').map((tag) => tag.attrs.href)).toEqual([
      '/console/assets/web-1.js',
    ]);
  });
});
