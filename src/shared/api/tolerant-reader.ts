// Answers may be flat or wrapped as {data: ...}; both are read, and a top-level message survives.
import type { z } from 'zod';
import { messageResponseSchema } from './schemas';

export type ReadResult<T> = { success: true; data: T } | { success: false; issues: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with its own `data` key is an envelope (`{data}`, `{message, data}`, `{data, tags}`). */
const isEnvelope = (raw: unknown): raw is Record<string, unknown> & { data: unknown } =>
  isPlainObject(raw) && Object.prototype.hasOwnProperty.call(raw, 'data');

/** What the answer says: an envelope's `data` (keeping the envelope's message), else the answer. */
function payloadOf(raw: unknown, schema: z.ZodType): unknown {
  if (!isEnvelope(raw)) return raw;
  const { data, message } = raw;
  if (typeof message !== 'string') return data;
  if (isPlainObject(data)) return 'message' in data ? data : { ...data, message };
  // An answer that is only a message may carry any data beside it: {message, data: null}.
  return schema === messageResponseSchema ? { message } : data;
}

/**
 * Validates the payload once. The envelope itself is never tried against the schema: where every
 * field is optional it would pass as an empty record and hide a bad answer.
 */
export function readAnswer<S extends z.ZodType>(raw: unknown, schema: S): ReadResult<z.output<S>> {
  const parsed = schema.safeParse(payloadOf(raw, schema));
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return { success: false, issues };
}
