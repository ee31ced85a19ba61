// axe-core against WCAG 2.2 AA: what the accessibility specs share.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type enAuth from '../../locales/en/auth.json';
import type enQueues from '../../locales/en/queues.json';
import type enReview from '../../locales/en/review.json';
import { expect } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['critical', 'serious']);

export type UiLanguage = 'en' | 'ar';

/** Opens the console in this language from the first paint on (the web platform's stored choice). */
export async function openInLanguage(page: Page, language: UiLanguage) {
  await page.addInitScript((lang) => window.localStorage.setItem('rc.language', lang), language);
}

const catalogue = <T>(language: UiLanguage, namespace: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as T;

/** The console's own texts in one language, so a spec can click the same buttons in both. */
export const textsIn = (language: UiLanguage) => ({
  auth: catalogue<typeof enAuth>(language, 'auth'),
  queues: catalogue<typeof enQueues>(language, 'queues'),
  review: catalogue<typeof enReview>(language, 'review'),
});

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per rule and one per element, so a failure reads without opening a trace. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (node) =>
          `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails on any critical or serious violation of WCAG 2.2 AA on the page as it is now; softly, so
 * one test reports every state it visits. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect.soft(describeViolations(blocking), `${screen}: critical or serious axe violations`).toBe('');
}
