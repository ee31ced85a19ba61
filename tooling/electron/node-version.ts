// The Node.js this project needs: Electron 45 and its tools (@electron/get, @electron/asar,
// @electron/fuses) require 22.12 or later. Kept in step with package.json's engines and .nvmrc.
export const MINIMUM_NODE = '22.12.0';

function parts(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** True when `version` (e.g. process.versions.node) is at least MINIMUM_NODE. */
export function nodeIsRecentEnough(version: string): boolean {
  const have = parts(version);
  const need = parts(MINIMUM_NODE);
  for (let index = 0; index < need.length; index += 1) {
    if ((have[index] ?? 0) !== need[index]) return (have[index] ?? 0) > need[index];
  }
  return true;
}

/** What to say to someone on an older Node, with both ways to get a newer one. */
export function oldNodeMessage(version: string): string {
  return [
    `This project needs Node.js ${MINIMUM_NODE} or later (22 LTS); this is Node.js ${version}.`,
    '  Install Node 22 LTS: `nvm install` or `fnm use` (they read .nvmrc), `nvm install 22` with',
    '  nvm-windows, or the Node.js installer; on Linux and Intel Macs, `. scripts/use-node-22.sh` puts',
    "  it first on this shell's PATH from the npm registry.",
  ].join('\n');
}
