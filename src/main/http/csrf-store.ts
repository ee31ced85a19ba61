// The desktop app's CSRF token: kept in main (the renderer never sees it) and persisted next to the
// session, so a restart with a live session cookie does not need a new token first.
// Plain JSON is enough: the token is useless without the session cookie, which Chromium encrypts.
import type { CsrfStore } from '@shared/api/client';
import { z } from 'zod';
import { readJsonFile, removeFile, writeJsonFile } from '../json-file';

const csrfFileSchema = z.object({ csrfToken: z.string().min(1) });

export function createFileCsrfStore(file: string): CsrfStore {
  let token: string | null | undefined; // undefined: not read from disk yet
  return {
    get() {
      if (token === undefined) {
        const parsed = csrfFileSchema.safeParse(readJsonFile(file));
        token = parsed.success ? parsed.data.csrfToken : null;
      }
      return token;
    },
    set(next) {
      token = next;
      writeJsonFile(file, { csrfToken: next });
    },
    clear() {
      token = null;
      removeFile(file);
    },
  };
}
