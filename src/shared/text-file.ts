// A file's bytes as text, whatever saved it: Notepad and PowerShell write UTF-8 with a byte-order mark
// or UTF-16 (LE or BE) with one; everything else writes UTF-8 without one. Anything else is refused
// rather than read with replacement characters in place of the letters that could not be decoded.
// Read the same way by main (configuration files, the team's snippets) and the renderer (an imported
// snippet file).
const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** UTF-16 BE as LE, so Node's decoder (which has no BE) can read it. */
function swapPairs(bytes: Uint8Array): Uint8Array {
  const swapped = new Uint8Array(bytes.length - (bytes.length % 2));
  for (let i = 0; i < swapped.length; i += 2) {
    swapped[i] = bytes[i + 1];
    swapped[i + 1] = bytes[i];
  }
  return swapped;
}

function decode(encoding: 'utf-8' | 'utf-16le', bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text, or null when the bytes are in no encoding the console reads. */
export function decodeTextFile(bytes: Uint8Array): string | null {
  let text: string | null;
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) text = decode('utf-8', bytes.subarray(3));
  else if (startsWith(bytes, 0xff, 0xfe)) text = decode('utf-16le', bytes.subarray(2));
  else if (startsWith(bytes, 0xfe, 0xff)) text = decode('utf-16le', swapPairs(bytes.subarray(2)));
  else text = decode('utf-8', bytes);
  // NUL characters mean UTF-16 without its byte-order mark.
  return text === null || text.includes('\u0000') ? null : text;
}
