// Field definitions, submitting validations (merged by field path) and reading them back.
import type { Context, Hono } from 'hono';
import { noteProblem, tagsProblem } from '../../shared/domain/field-rules';
import { fail, isRecord, type DemoEnv, type DemoState } from '../context';
import { allFieldPaths } from '../field-paths';
import { message, type MessageKey } from '../messages';
import { requireSession } from '../session';
import type { FieldValidation } from '../store';

type Checked = { fields: FieldValidation[]; tags: string[] } | { problem: MessageKey; path?: string };

/** The rules of the review steps (section 5, shared with the console), enforced again on the server. */
function checkSubmission(body: unknown, knownPaths: Set<string>): Checked {
  if (!isRecord(body)) return { problem: 'invalidBody' };
  if (!Array.isArray(body.fields)) return { problem: 'fieldsRequired' };
  const fields: FieldValidation[] = [];
  for (const field of body.fields as unknown[]) {
    if (!isRecord(field) || typeof field.fieldPath !== 'string') return { problem: 'invalidBody' };
    if (!knownPaths.has(field.fieldPath)) return { problem: 'unknownField', path: field.fieldPath };
    const { validationStatus } = field;
    if (validationStatus !== 'valid' && validationStatus !== 'invalid')
      return { problem: 'validationStatusRequired' };
    const note = typeof field.note === 'string' ? field.note : '';
    const problem = noteProblem(validationStatus, note);
    if (problem) return { problem };
    fields.push({ fieldPath: field.fieldPath, validationStatus, note: note.trim() });
  }
  const tags = Array.isArray(body.tags)
    ? body.tags
        .filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
        .map((t) => t.trim())
    : [];
  const problem = tagsProblem(tags);
  return problem ? { problem } : { fields, tags };
}

export function fieldValidationRoutes(app: Hono<DemoEnv>, state: DemoState): void {
  const session = requireSession(state);
  const agencyOf = (c: Context<DemoEnv>) => state.store.reviewOfAgency(c.req.param('agencyId') ?? '');

  app.get('/field-validation/agencies/:agencyId/fields', session, (c) => {
    const review = agencyOf(c);
    if (!review) return fail(c, 404, 'agencyNotFound');
    return c.json(state.store.fields(review.agencyKey));
  });

  app.post('/field-validation/agencies/:agencyId/validate-multiple-fields', session, (c) => {
    const review = agencyOf(c);
    if (!review) return fail(c, 404, 'agencyNotFound');
    const known = new Set(allFieldPaths(state.store.fields(review.agencyKey)));
    const checked = checkSubmission(c.get('body'), known);
    if ('problem' in checked) return fail(c, 400, checked.problem, { path: checked.path ?? '' });
    const stored = state.store.validations.get(review.agencyId) ?? new Map<string, FieldValidation>();
    for (const field of checked.fields) stored.set(field.fieldPath, field);
    state.store.validations.set(review.agencyId, stored);
    // Each step sends its own tags; the agency keeps those of both steps.
    const tags = new Set([...(state.store.tags.get(review.agencyId) ?? []), ...checked.tags]);
    state.store.tags.set(review.agencyId, [...tags]);
    return c.json({ message: message(c, 'fieldsValidated') });
  });

  app.get('/field-validation/agencies/:agencyId', session, (c) => {
    const review = agencyOf(c);
    if (!review) return fail(c, 404, 'agencyNotFound');
    const stored = state.store.validations.get(review.agencyId);
    return c.json({ data: [...(stored?.values() ?? [])], tags: state.store.tags.get(review.agencyId) ?? [] });
  });
}
