// Answers may be flat or wrapped as {data: ...}; both are read, and a top-level message survives.
import type { z } from 'zod';

export type ReadResult<T> = { success: true; data: T } | { success: false; issues: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readAnswer<S extends z.ZodType>(raw: unknown, schema: S): ReadResult<z.output<S>> {
  const candidates: unknown[] = [];
  if (isPlainObject(raw) && 'data' in raw) {
    const { data } = raw;
    // An envelope's message belongs to the answer: {message, data: {...}} keeps the message.
    candidates.push(
      isPlainObject(data) && typeof raw.message === 'string' && !('message' in data)
        ? { ...data, message: raw.message }
        : data,
    );
  }
  candidates.push(raw);

  let firstIssues = '';
  for (const candidate of candidates) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return { success: true, data: parsed.data };
    firstIssues ||= parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  }
  return { success: false, issues: firstIssues };
}
