// Main's unsaved-changes question when the suite closes the app (a restart, the end of a test): always
// answered Leave, so no test waits on a native dialog nobody sees, and checked against what the test
// said to expect. Leave on quit keeps the drafts: only in-app Back's Leave clears one.
import type { ElectronApplication } from '@playwright/test';

/** The buttons of main's question (src/main/dialogs.ts). */
export const LEAVE = 0;
export const STAY = 1;

/**
 * What a test expects of the question when the app closes; every answer is Leave.
 * - 'leave': a form has unsaved changes, so main asks: Leave, as a reviewer who quits does.
 * - 'none': nothing is unsaved, so main does not ask (if it does, the close fails, after answering).
 * - 'leave-if-asked': either (the end of every test, whatever it left on screen).
 */
export type UnsavedChangesAtClose = 'leave' | 'none' | 'leave-if-asked';

export interface CloseOptions {
  unsavedChanges: UnsavedChangesAtClose;
}

/** Why the questions main asked while closing are not what the test said; null when they are. */
export function unsavedChangesProblem(
  expected: UnsavedChangesAtClose,
  asked: readonly string[],
): string | null {
  const said = asked.map((message) => `“${message}”`).join(', ');
  if (expected === 'none' && asked.length > 0) {
    return `The app asked about unsaved changes on close (${said}), but the test said nothing was unsaved: pass { unsavedChanges: 'leave' } if a form is dirty`;
  }
  if (expected === 'leave' && asked.length === 0) {
    return `The app closed without asking about unsaved changes, but the test said a form was dirty: pass { unsavedChanges: 'none' } if nothing is unsaved`;
  }
  return null;
}

/** The messages recorded by the stub, one JSON string a line; no record is no question. */
export function readQuestions(record: string | null): string[] {
  if (!record) return [];
  return record
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const message: unknown = JSON.parse(line);
        return typeof message === 'string' ? message : line;
      } catch {
        return line;
      }
    });
}

/**
 * Answers every message box in main with `answer` from now on, counting the questions (read with
 * `questionsAsked`) and, with `recordFile`, appending each message to it at once, since the process
 * may quit right after the answer.
 */
export async function answerMessageBoxes(
  app: ElectronApplication,
  answer: number,
  recordFile?: string,
): Promise<void> {
  await app.evaluate(
    ({ dialog }, { file, choice }) => {
      const stub = dialog as unknown as { asked?: number } & Record<string, unknown>;
      stub.asked = 0;
      const ask = (...args: unknown[]) => {
        stub.asked = (stub.asked ?? 0) + 1;
        const options = args.at(-1) as { message?: unknown } | undefined;
        try {
          if (file) {
            const fs = process.getBuiltinModule('node:fs');
            fs.appendFileSync(file, `${JSON.stringify(String(options?.message ?? ''))}\n`);
          }
        } catch {
          // The answer matters more than the record: a missing record fails 'leave', never hangs.
        }
        return choice;
      };
      stub.showMessageBoxSync = ask;
      stub.showMessageBox = async (...args: unknown[]) => ({
        response: ask(...args),
        checkboxChecked: false,
      });
    },
    { file: recordFile ?? null, choice: answer },
  );
}

/** How many message boxes main has asked since `answerMessageBoxes`. */
export const questionsAsked = (app: ElectronApplication) =>
  app.evaluate(({ dialog }) => (dialog as unknown as { asked?: number }).asked ?? 0);

/** Leave to every question from now on, each recorded in `recordFile`: what closing the app does. */
export const answerLeaveOnClose = (app: ElectronApplication, recordFile: string) =>
  answerMessageBoxes(app, LEAVE, recordFile);
