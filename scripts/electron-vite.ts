// `npm start` and `npm run dev`: electron-vite with the given arguments, once the Electron binary is
// there. A machine that cannot get it stops here with one message saying what failed and what to do,
// before anything is built, instead of electron-vite's "Electron uninstall".
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { declareLinksInDevApp, runProgram } from '../tooling/electron/dev-app-plist';
import { cannotStartMessage, obtainElectron } from '../tooling/electron/obtain-electron';
import { nodeIsRecentEnough, oldNodeMessage } from '../tooling/electron/node-version';

if (!nodeIsRecentEnough(process.versions.node)) {
  console.error(oldNodeMessage(process.versions.node));
  process.exit(1);
}

const electron = obtainElectron();
if (!electron.ok) {
  console.error(cannotStartMessage(electron.reason));
  process.exit(1);
}
// macOS: the development Electron.app declares the links' scheme, so a link can open it.
declareLinksInDevApp(electron.path, {
  env: process.env,
  platform: process.platform,
  run: runProgram,
  say: (line) => console.log(line),
});

const packageJson = createRequire(import.meta.url).resolve('electron-vite/package.json');
const cli = join(dirname(packageJson), 'bin', 'electron-vite.js');
// electron-vite starts what ELECTRON_EXEC_PATH names (it never asks Electron's package itself).
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ELECTRON_EXEC_PATH: electron.path },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
