// A config file's bytes as text (src/shared/text-file.ts), or why they cannot be read: a file in
// another encoding is named as such rather than "not JSON".
import type { ConfigProblem } from '@shared/ipc/config-report';
import { decodeTextFile } from '@shared/text-file';

export type DecodedText = { ok: true; text: string } | { ok: false; problem: ConfigProblem };

export function decodeConfigText(bytes: Uint8Array): DecodedText {
  const text = decodeTextFile(bytes);
  return text === null ? { ok: false, problem: { code: 'badEncoding' } } : { ok: true, text };
}
