// Small JSON files in userData (settings, window state, CSRF token): read leniently, written atomically.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The parsed file, or undefined when it is missing or not JSON (a corrupt file is treated as absent). */
export function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJsonFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  // Write then rename, so a crash mid-write never leaves a half-written file behind.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value, null, 2), 'utf8');
  renameSync(temporary, file);
}

export function removeFile(file: string): void {
  rmSync(file, { force: true });
}
