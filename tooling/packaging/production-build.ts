// Packaging takes only a production build of out/. `npm start` and `npm run dev` leave a development
// build there, whose main carries the embedded demo API and its credentials; packing it would ship
// them. Refused with the fix rather than rebuilt here: `npm run dist` and `npm run release` build
// first anyway, and a build started from inside electron-builder would skip the typecheck and could
// overwrite out/ under a running `npm start`.
import { join } from 'node:path';
import { BUILD_INFO_FILE, BUILD_PARTS, readBuildInfo } from '../bundle/build-info';

export const REBUILD_HINT = 'Run `npm run build` (or `npx electron-vite build`), then package again.';

/** Why out/ in `appDir` must not be packaged, or null when all of it is a production build. */
export function productionBuildProblem(appDir: string): string | null {
  const info = readBuildInfo(join(appDir, 'out'));
  const unrecorded = BUILD_PARTS.filter((part) => !info[part]);
  if (unrecorded.length === BUILD_PARTS.length) {
    return `out/${BUILD_INFO_FILE} is missing: out/ was not built by \`electron-vite build\` with this project's configuration, so it may be a development build.`;
  }
  if (unrecorded.length > 0) {
    return `out/${BUILD_INFO_FILE} does not record a finished build of ${unrecorded.join(', ')}: the last build may have failed.`;
  }
  const others = BUILD_PARTS.filter((part) => info[part]!.mode !== 'production');
  if (others.length === 0) return null;
  const modes = others.map((part) => `${part}: ${info[part]!.mode}`).join(', ');
  return `out/ is not a production build (${modes}), as \`npm start\` and \`npm run dev\` leave it: its main process carries the demo API and its credentials, which must never ship.`;
}

/** Throws with the problem and the fix; electron-builder's beforePack and the packaging tests call it. */
export function assertProductionBuild(appDir: string): void {
  const problem = productionBuildProblem(appDir);
  if (problem) throw new Error(`Not packaging: ${problem}\n${REBUILD_HINT}`);
}
