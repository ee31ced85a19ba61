import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElectronApplication } from '@playwright/test';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@locales/en/common.json';
import {
  answerLeaveOnClose,
  LEAVE,
  readQuestions,
  unsavedChangesProblem,
} from '../../../electron/unsaved-changes-at-close';

const QUESTION = en.unsavedChanges.message;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for the app whose evaluate runs the function here, on a dialog module of its own. */
function fakeApp(dialog: Record<string, unknown>) {
  return {
    evaluate: async (fn: (electron: { dialog: unknown }, arg: unknown) => unknown, arg: unknown) =>
      fn({ dialog }, arg),
  } as unknown as ElectronApplication;
}

describe('main’s unsaved-changes question when the suite closes the app', () => {
  it('answers main’s questions Leave, the synchronous and the asynchronous one, recording each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unsaved-changes-'));
    dirs.push(dir);
    const record = join(dir, 'questions.txt');
    const dialog: Record<string, unknown> = {};
    await answerLeaveOnClose(fakeApp(dialog), record);

    const sync = dialog.showMessageBoxSync as (...args: unknown[]) => number;
    const async = dialog.showMessageBox as (...args: unknown[]) => Promise<{ response: number }>;
    expect(sync({ id: 'window' }, { message: QUESTION, buttons: ['Leave', 'Stay'] })).toBe(LEAVE);
    expect(await async({ message: 'Another question' })).toMatchObject({ response: LEAVE });
    expect(readQuestions(readFileSync(record, 'utf8'))).toEqual([QUESTION, 'Another question']);
  });

  it('answers Leave even where the record cannot be written', async () => {
    const dialog: Record<string, unknown> = {};
    await answerLeaveOnClose(fakeApp(dialog), join(tmpdir(), 'no-such-folder-for-e2e', 'questions.txt'));
    expect((dialog.showMessageBoxSync as (...args: unknown[]) => number)({ message: QUESTION })).toBe(LEAVE);
  });

  it('reads the questions the stub recorded, one JSON string a line; no record is no question', () => {
    expect(readQuestions(null)).toEqual([]);
    expect(readQuestions('')).toEqual([]);
    expect(readQuestions(`${JSON.stringify(QUESTION)}\n${JSON.stringify('لديك تغييرات')}\n`)).toEqual([
      QUESTION,
      'لديك تغييرات',
    ]);
    expect(readQuestions('not json\n')).toEqual(['not json']);
  });

  it('accepts a question when the test said a form was dirty, and fails the close without one', () => {
    expect(unsavedChangesProblem('leave', [QUESTION])).toBeNull();
    expect(unsavedChangesProblem('leave', [])).toMatch(
      /closed without asking about unsaved changes, but the test said a form was dirty/,
    );
  });

  it('accepts no question when the test said nothing was unsaved, and names the one that came', () => {
    expect(unsavedChangesProblem('none', [])).toBeNull();
    const problem = unsavedChangesProblem('none', [QUESTION]);
    expect(problem).toContain(`(“${QUESTION}”)`);
    expect(problem).toContain("pass { unsavedChanges: 'leave' }");
  });

  it('accepts either at the end of a test', () => {
    expect(unsavedChangesProblem('leave-if-asked', [])).toBeNull();
    expect(unsavedChangesProblem('leave-if-asked', [QUESTION, QUESTION])).toBeNull();
  });
});
