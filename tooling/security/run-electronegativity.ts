// Runs Electronegativity offline. It fetches translations and Electron's release list with `got`:
// that `got` is replaced by one that answers nothing, the release check is left out (the Electron
// version is given instead), and any socket opened during the scan fails the run.
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, relative, sep } from 'node:path';
import type { Finding } from './accepted-findings';

export interface ScanOptions {
  /** A directory or a file. */
  input: string;
  /** Paths in findings are made relative to this. */
  root: string;
  electronVersion: string;
  /** Lower-case check names; all checks when omitted. */
  checks?: string[];
}

export interface ScanResult {
  findings: Finding[];
  parseErrors: { file: string; message: string }[];
}

interface RawIssue {
  id: string;
  file: string;
  sample?: string;
  description?: string;
  location: { line: number };
}

type Run = (options: Record<string, unknown>) => Promise<{
  issues: RawIssue[];
  errors: { file: string; message: string }[];
}>;

// Needs Electron's release list from the network; the version is pinned in package.json anyway.
export const NETWORK_CHECKS = ['availablesecurityfixesglobalcheck'];

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@doyensec/electronegativity/package.json'));

function loadOffline(): Run {
  const gotPath = createRequire(`${packageDir}/`).resolve('got');
  const noAnswer = Object.assign(async () => ({ statusCode: 0, body: '' }), {
    head: async () => Promise.reject(new Error('network disabled')),
  });
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: noAnswer } as NodeModule;
  return require(packageDir) as Run;
}

/** Runs `work` with every socket refused; exported for tests. */
export async function withoutNetwork<T>(work: () => Promise<T>): Promise<T> {
  const connect = net.Socket.prototype.connect;
  const attempts: string[] = [];
  net.Socket.prototype.connect = function refuse(...args: unknown[]) {
    attempts.push(JSON.stringify(args[0]));
    throw new Error('The security scan must not use the network');
  } as typeof connect;
  try {
    const result = await work();
    if (attempts.length > 0) throw new Error(`The scan tried the network: ${attempts.join(', ')}`);
    return result;
  } finally {
    net.Socket.prototype.connect = connect;
  }
}

const projectPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

export async function scan(options: ScanOptions): Promise<ScanResult> {
  const run = loadOffline();
  const result = await withoutNetwork(() =>
    run({
      input: options.input,
      isRelative: false,
      electronVersionOverride: options.electronVersion,
      customScan: options.checks ?? [],
      excludeFromScan: options.checks ? [] : NETWORK_CHECKS,
    }),
  );
  return {
    findings: result.issues.map((issue) => ({
      check: issue.id,
      file: issue.file === 'N/A' ? 'N/A' : projectPath(options.root, issue.file),
      line: issue.location.line,
      sample: (issue.sample ?? '').trim(),
      description: issue.description ?? '',
    })),
    parseErrors: result.errors.map((error) => ({
      file: projectPath(options.root, error.file),
      message: error.message,
    })),
  };
}
