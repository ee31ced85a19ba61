// `npm run security`: Electronegativity over the app's sources, offline, for the Electron version
// pinned in package.json. Fails on any finding not accepted in security/electronegativity-accepted.json.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptedFileSchema, gateFailures } from '../tooling/security/accepted-findings';
import { scan } from '../tooling/security/run-electronegativity';

const root = fileURLToPath(new URL('..', import.meta.url));
const acceptedFile = join(root, 'security/electronegativity-accepted.json');
// The only checks that read package.json; the whole scan runs over src/.
const PACKAGE_JSON_CHECKS = ['customargumentsjsoncheck', 'securitywarningsdisabledjsoncheck'];

function pinnedElectronVersion(): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const version = manifest.devDependencies?.electron ?? '';
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`electron must be pinned exactly, got "${version}"`);
  return version;
}

function filesWithInlineSuppressions(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?[jt]sx?|html?)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes('eng-disable'))
    .map((file) => file.slice(root.length));
}

const electronVersion = pinnedElectronVersion();
const sources = await scan({ input: join(root, 'src'), root, electronVersion });
const manifest = await scan({
  input: join(root, 'package.json'),
  root,
  electronVersion,
  checks: PACKAGE_JSON_CHECKS,
});
const failures = gateFailures({
  findings: [...sources.findings, ...manifest.findings],
  accepted: acceptedFileSchema.parse(JSON.parse(readFileSync(acceptedFile, 'utf8'))).accepted,
  parseErrors: [...sources.parseErrors, ...manifest.parseErrors],
  inlineSuppressions: filesWithInlineSuppressions(join(root, 'src')),
});

const total = sources.findings.length + manifest.findings.length;
if (failures.length > 0) {
  console.error(`security: Electronegativity (Electron ${electronVersion}) failed the gate:`);
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exit(1);
}
console.log(`security: Electronegativity (Electron ${electronVersion}): ${total} findings, all accepted.`);
