// One start of the built main (the path given as the first argument) with the fake Electron, in a
// process of its own so every start runs its code for the first time, as the app does. Sends the
// times of its steps to the parent (measure.ts), closes the embedded demo API and exits.
// Node runs this file without a compiler: erasable TypeScript only.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register(new URL('./electron-hooks.ts', import.meta.url));
type FakeElectron = typeof import('./fake-electron');
const fake: FakeElectron = await import(new URL('./fake-electron.ts', import.meta.url).href);

const report = (message: object) => {
  if (process.send) process.send(message);
  else console.log(JSON.stringify(message));
};

try {
  await import(pathToFileURL(process.argv[2]).href);
  const url = await fake.loadedUrl;
  report({ url, steps: fake.stepTimes(), unknownCalls: [...fake.unknownCalls] });
  // What quitting does: index.ts shuts the running app down (the demo API's server closes).
  fake.app.emit('before-quit');
  setTimeout(() => process.exit(0), 50);
} catch (error) {
  report({ error: String(error) });
  process.exit(1);
}
