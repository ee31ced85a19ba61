// A Vite plugin: index.html names the sign-in screens' chunks and web mode's platform, so the browser
// fetches and compiles them with the entry. Otherwise they are discovered only once the entry has run
// (about 150 ms into a cold load on the 2-core machine), and the login waits for a second round of
// requests. A signed-out reviewer always ends up on them (the desktop opens on the Agencies list,
// whose guard sends them there); on a signed-in first screen they are at most 16 kB gzip fetched and
// not run.
import type { Plugin } from 'vite';

/** What `transformIndexHtml` sees of a chunk in Rollup's output bundle. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface PreloadTag {
  tag: 'link';
  attrs: { rel: 'modulepreload' | 'stylesheet'; crossorigin: true; href: string };
  injectTo: 'head';
}

/**
 * The tags that preload `modules` (paths ending as their ids do, e.g. src/lib/platform/web-platform.ts)
 * with every chunk they import statically and the CSS those chunks bring, minus what `html` already
 * names. Throws when a module is no chunk of the bundle: a renamed screen would otherwise lose its
 * preload without a word.
 */
export function preloadTags(
  bundle: Record<string, BundleChunk>,
  modules: readonly string[],
  html: string,
  base = '/',
): PreloadTag[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    if (scripts.has(fileName)) return;
    scripts.add(fileName);
    const chunk = bundle[fileName];
    chunk?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    chunk?.imports?.forEach(visit);
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
    if (!chunk) throw new Error(`preload-first-screen: no chunk of the build is ${module}`);
    visit(chunk.fileName);
  }
  const tag = (rel: PreloadTag['attrs']['rel'], file: string): PreloadTag => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href: `${base}${file}` },
    injectTo: 'head',
  });
  const missing = (file: string) => !html.includes(`"${base}${file}"`);
  return [
    ...[...scripts].filter(missing).map((file) => tag('modulepreload', file)),
    ...[...styles].filter(missing).map((file) => tag('stylesheet', file)),
  ];
}

export function preloadFirstScreen(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return {
          html,
          tags: preloadTags(context.bundle as unknown as Record<string, BundleChunk>, modules, html, base),
        };
      },
    },
  };
}
