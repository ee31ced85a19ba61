// A Node module-resolution hook (registered by run-once.ts): 'electron' is the fake beside this file,
// so the built main runs unchanged in plain Node.
import type { ResolveHook } from 'node:module';

const fakeElectron = new URL('./fake-electron.ts', import.meta.url).href;

export const resolve: ResolveHook = (specifier, context, nextResolve) =>
  specifier === 'electron' ? { url: fakeElectron, shortCircuit: true } : nextResolve(specifier, context);
