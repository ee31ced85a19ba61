// How a Windows build is signed, one method at a time, and what each method sets in electron-builder 26
// (win.signtoolOptions / win.azureSignOptions). electron-builder reads a certificate file's variables
// itself; the others are mapped here.
import type { WindowsConfiguration } from 'electron-builder';
import { has, setIn, type Env } from './env';
import { SIGN_COMMAND_ENV, signCommandProblem, signWithCommand } from './sign-command';

export type WindowsSigning = 'certificate' | 'certificate-store' | 'azure' | 'command';

/** Azure Trusted Signing: the account, in win.azureSignOptions, and the Entra app that signs in to it. */
export const AZURE_SIGNING_VARIABLES = [
  'AZURE_SIGN_ENDPOINT',
  'AZURE_SIGN_ACCOUNT_NAME',
  'AZURE_SIGN_CERTIFICATE_PROFILE',
  'AZURE_SIGN_PUBLISHER_NAME',
  'AZURE_TENANT_ID',
  'AZURE_CLIENT_ID',
  'AZURE_CLIENT_SECRET',
] as const;

interface Method {
  method: WindowsSigning;
  label: string;
  /** Any of these set chooses the method. */
  choosing: readonly string[];
  /** What to set, as the release check says it. */
  variables: string;
}

export const WINDOWS_SIGNING_METHODS: readonly Method[] = [
  {
    method: 'certificate',
    label: 'a certificate file',
    choosing: ['WIN_CSC_LINK', 'CSC_LINK'],
    variables: 'WIN_CSC_LINK (or CSC_LINK) and WIN_CSC_KEY_PASSWORD (or CSC_KEY_PASSWORD)',
  },
  {
    method: 'certificate-store',
    label: 'a certificate in the Windows certificate store',
    choosing: ['WIN_CSC_SHA1', 'WIN_CSC_SUBJECT_NAME'],
    variables: 'WIN_CSC_SHA1 (its thumbprint) or WIN_CSC_SUBJECT_NAME',
  },
  {
    method: 'azure',
    label: 'Azure Trusted Signing',
    choosing: AZURE_SIGNING_VARIABLES.filter((name) => name.startsWith('AZURE_SIGN_')),
    variables: AZURE_SIGNING_VARIABLES.join(', '),
  },
  {
    method: 'command',
    label: 'a signing command',
    choosing: [SIGN_COMMAND_ENV],
    variables: SIGN_COMMAND_ENV,
  },
];

/** A thumbprint as Windows shows it, with its spaces: 40 hexadecimal digits once they are taken out. */
function thumbprint(env: Env): string | null {
  const digits = env.WIN_CSC_SHA1?.replace(/\s/g, '') ?? '';
  return /^[0-9a-f]{40}$/i.test(digits) ? digits.toUpperCase() : null;
}

/** The method the variables choose, or null; each problem with them goes into `problems`. */
export function windowsSigning(env: Env, problems: string[]): WindowsSigning | null {
  const chosen = WINDOWS_SIGNING_METHODS.filter((method) => setIn(env, method.choosing).length > 0);
  if (chosen.length > 1) {
    const named = chosen.map((method) => `${method.label} (${setIn(env, method.choosing).join(', ')})`);
    problems.push(`Several Windows signing methods are set: ${named.join(' and ')}. Unset all but one.`);
  }
  const method = chosen[0]?.method ?? null;
  if (method === 'azure') {
    const missing = AZURE_SIGNING_VARIABLES.filter((name) => !has(env, name));
    if (missing.length > 0)
      problems.push(`Azure Trusted Signing is half set: also set ${missing.join(', ')}.`);
  }
  if (method === 'certificate-store' && has(env, 'WIN_CSC_SHA1') && !thumbprint(env)) {
    problems.push(
      'WIN_CSC_SHA1 must be the certificate’s thumbprint, 40 hexadecimal digits (copied from its Details tab it may hold an invisible character: type it again, or copy it from `Get-ChildItem Cert:\\CurrentUser\\My`).',
    );
  }
  if (chosen.some((each) => each.method === 'command')) {
    const problem = signCommandProblem(env[SIGN_COMMAND_ENV]);
    if (problem) problems.push(problem);
  }
  return method;
}

/** What the release check asks for when no method is set: every method with its variables. */
export function windowsSigningRequired(): string {
  const methods = WINDOWS_SIGNING_METHODS.map((method) => `${method.label}: ${method.variables}`);
  return `A release build must be signed. Set one method: ${methods.join('; or ')}.`;
}

/** win.signtoolOptions / win.azureSignOptions for `method`, with the publisher names electron-builder writes into app-update.yml. */
export function windowsSignOptions(
  env: Env,
  method: WindowsSigning | null,
  publisherNames: readonly string[],
): WindowsConfiguration {
  const publisherName = publisherNames.length > 0 ? [...publisherNames] : undefined;
  if (method === 'azure') {
    return {
      azureSignOptions: {
        endpoint: env.AZURE_SIGN_ENDPOINT ?? '',
        codeSigningAccountName: env.AZURE_SIGN_ACCOUNT_NAME ?? '',
        certificateProfileName: env.AZURE_SIGN_CERTIFICATE_PROFILE ?? '',
        publisherName: env.AZURE_SIGN_PUBLISHER_NAME ?? '',
      },
    };
  }
  if (method === 'certificate-store') {
    return {
      signtoolOptions: {
        ...(has(env, 'WIN_CSC_SHA1') ? { certificateSha1: thumbprint(env) ?? env.WIN_CSC_SHA1 } : {}),
        ...(has(env, 'WIN_CSC_SUBJECT_NAME')
          ? { certificateSubjectName: env.WIN_CSC_SUBJECT_NAME!.trim() }
          : {}),
        ...(publisherName ? { publisherName } : {}),
      },
    };
  }
  if (method === 'command') {
    // One call per file: electron-builder would otherwise call it once for SHA-1 and again for SHA-256.
    return {
      signtoolOptions: {
        sign: signWithCommand(env),
        signingHashAlgorithms: ['sha256'],
        ...(publisherName ? { publisherName } : {}),
      },
    };
  }
  return publisherName ? { signtoolOptions: { publisherName } } : {};
}
