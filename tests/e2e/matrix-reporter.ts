// Prints the fault matrix (fault-matrix.spec.ts) at the end of a run that ran any of it: one line per
// mutation and behaviour, one column per fault, each case's result, so the matrix's size and holes
// are seen at a glance. Tests named "<mutation> × <fault> × <behaviour>" are its cases.
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

const CASE_TITLE = /^(.+) × (.+) × (.+)$/;

const RESULT: Record<ReturnType<TestCase['outcome']>, string> = {
  expected: 'pass',
  flaky: 'flaky',
  unexpected: 'FAIL',
  skipped: 'skip',
};

interface Case {
  mutation: string;
  fault: string;
  behaviour: string;
  test: TestCase;
}

export default class MatrixReporter implements Reporter {
  private readonly cases: Case[] = [];
  private readonly ended = new Set<TestCase>();

  onBegin(_config: FullConfig, suite: Suite) {
    // In the order the spec declares them, whatever order the workers run them in.
    for (const test of suite.allTests()) {
      const match = CASE_TITLE.exec(test.title);
      if (match) this.cases.push({ mutation: match[1], fault: match[2], behaviour: match[3], test });
    }
  }

  onTestEnd(test: TestCase) {
    this.ended.add(test);
  }

  onEnd() {
    const ran = this.cases.filter((c) => this.ended.has(c.test));
    if (ran.length === 0) return;
    const unique = (pick: (c: Case) => string) => [...new Set(ran.map(pick))];
    const mutations = unique((c) => c.mutation);
    const faults = unique((c) => c.fault);
    const behaviours = unique((c) => c.behaviour);
    const cell = (mutation: string, fault: string, behaviour: string) => {
      const found = ran.find(
        (c) => c.mutation === mutation && c.fault === fault && c.behaviour === behaviour,
      );
      return found ? RESULT[found.test.outcome()] : '-';
    };

    const header = ['mutation', 'behaviour', ...faults];
    const rows = mutations.flatMap((mutation) =>
      behaviours.map((behaviour, index) => [
        index === 0 ? mutation : '',
        behaviour,
        ...faults.map((fault) => cell(mutation, fault, behaviour)),
      ]),
    );
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column].length)),
    );
    const line = (row: string[]) =>
      row
        .map((text, column) => text.padEnd(widths[column]))
        .join('  ')
        .trimEnd();

    const count = (result: string) => ran.filter((c) => RESULT[c.test.outcome()] === result).length;
    const summary = ['pass', 'flaky', 'FAIL', 'skip']
      .map((result) => [result, count(result)] as const)
      .filter(([, n]) => n > 0)
      .map(([result, n]) => `${n} ${result === 'FAIL' ? 'failed' : result === 'pass' ? 'passed' : result}`)
      .join(', ');
    const size = `${mutations.length} mutations × ${faults.length} faults × ${behaviours.length} behaviours`;
    console.log(
      [
        '',
        `Fault matrix: ${ran.length} cases (${size}): ${summary}`,
        '',
        line(header),
        ...rows.map(line),
        '',
      ].join('\n'),
    );
  }

  printsToStdio() {
    return true;
  }
}
