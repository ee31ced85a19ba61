// `npm run size [rendererDir]`: the renderer's chunks, raw and gzipped, and what the login route
// downloads (with its screen, on the desktop and in a browser tab) against the budgets. Exits 1 when
// one is exceeded. Build first: npx electron-vite build.
import { resolve } from 'node:path';
import {
  BUDGETS,
  formatKb,
  measureRenderer,
  type ChunkSet,
  type ChunkSize,
} from '../tooling/bundle/renderer-chunks';

const rendererDir = resolve(process.argv[2] ?? 'out/renderer');
const { chunks, entry, login, loginInBrowser, overBudget } = measureRenderer(rendererDir);
const has = (set: ChunkSet, file: string) => [...set.js, ...set.css].some((chunk) => chunk.file === file);
// E: loaded by the entry; L: added by the login screen; W: added in a browser tab.
const mark = (file: string) =>
  has(entry, file) ? 'E' : has(login, file) ? 'L' : has(loginInBrowser, file) ? 'W' : ' ';
const kb = (bytes: number) => formatKb(bytes).padStart(10);
const row = (chunk: ChunkSize) =>
  `${mark(chunk.file)} ${chunk.file.padEnd(52)} ${kb(chunk.raw)} ${kb(chunk.gzip)}`;
const sizes = (set: ChunkSet) => `JS ${formatKb(set.jsGzip)}, CSS ${formatKb(set.cssGzip)} gzip`;

console.log(`Renderer chunks in ${rendererDir}`);
console.log(`  ${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
chunks.forEach((chunk) => console.log(row(chunk)));
console.log(
  "E: index.html's entry and its static imports; L: added by the login screen; W: added in a browser tab",
);
console.log(`Login route, entry (E): ${sizes(entry)}`);
console.log(`Login route with its screen (E+L): ${sizes(login)}`);
console.log(`The same in a browser tab (E+L+W): ${sizes(loginInBrowser)}`);
console.log(
  `Budgets of the login route with its screen, desktop and browser tab: ` +
    `JS ${formatKb(BUDGETS.loginJsGzip)}, CSS ${formatKb(BUDGETS.loginCssGzip)} gzip`,
);
if (overBudget.length > 0) {
  overBudget.forEach((line) => console.error(`size: ${line}`));
  process.exit(1);
}
