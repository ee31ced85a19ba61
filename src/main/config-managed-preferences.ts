// macOS managed preferences: the plist an MDM profile writes for the device
// (/Library/Managed Preferences/<bundle id>.plist) or for one user (…/<user>/<bundle id>.plist).
// Read in-process, binary or XML, so a value of a type JSON has no word for (a date, data) is reported
// by name rather than failing a conversion tool.
import { parse, parseBinary } from 'plist';
import type { Found } from './config-policy';

const BINARY_MAGIC = 'bplist00';

/** A profile's own bookkeeping (PayloadUUID, …) is not configuration: never an unknown-key warning. */
function withoutPayloadKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
    return value;
  if (ArrayBuffer.isView(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('Payload')));
}

export function parseManagedPreferences(bytes: Uint8Array): Found {
  const binary = new TextDecoder('latin1').decode(bytes.subarray(0, BINARY_MAGIC.length)) === BINARY_MAGIC;
  try {
    const value = binary
      ? parseBinary(bytes)
      : parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return { status: 'found', value: withoutPayloadKeys(value) };
  } catch (error) {
    return {
      status: 'invalid',
      problem: { code: 'notPlist', detail: (error as Error).message.split('\n')[0] },
    };
  }
}
