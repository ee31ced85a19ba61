// Issue 23, one fault matrix: every mutation against every fault while the reviewer waits, navigates
// away or keeps editing, each case held to the same invariants:
// - one request per intent;
// - no navigation the reviewer did not ask for: a late answer never moves a reviewer who went elsewhere,
//   and a 401 is the one answer that goes to the login screen (keeping the drafts);
// - nothing typed is lost: what is on screen stays, the drafts keep it, and typing into a step or the
//   conclusion while it is being sent is refused rather than accepted and then lost;
// - one message, true to what the server did: a success is never said to have failed, nor the reverse.
// The expected outcome of each (mutation, fault) is TABLE below; the 90 tests (5 mutations × 6 faults ×
// 3 behaviours) are generated from it, and tests/e2e/matrix-reporter.ts prints the matrix with each
// case's result at the end of the run. Only "slow 8 s × waits" really waits (8 s, once per mutation):
// elsewhere the request is held until the reviewer has acted, then let go to meet its fault.
import type { Page } from '@playwright/test';
import { draftKey, type DraftStep } from '../../src/shared/ipc/draft-keys';
import { paths } from '../../src/renderer/src/lib/paths';
import { UnsavedChangesDialog } from '../pages/dialogs';
import { holdRequests } from '../pages/held-requests';
import { QueuePage } from '../pages/queue-page';
import { ReportPage } from '../pages/report-page';
import { ReviewStepPage, STEP_TITLES, type StepName } from '../pages/review-step-page';
import { validateThroughApi } from '../pages/review-setup';
import { atRoute, stepUrl } from '../pages/routes';
import { IN_PROGRESS, NEWEST } from '../pages/seed-reviews';
import { Sidebar, type QueueLinkName } from '../pages/sidebar';
import { Toasts } from '../pages/toasts';
import { expect, signInThroughApi, test, type DemoControl } from './fixtures';

const MUTATIONS = [
  'Start Review',
  'Next (profile)',
  'Next (services)',
  'Submit (conclusion)',
  'Logout',
] as const;
const FAULTS = ['slow 8 s', '500', '401', 'cut-off body', 'malformed 2xx', 'connection refused'] as const;
const BEHAVIOURS = ['waits', 'navigates away', 'keeps editing'] as const;

type MutationName = (typeof MUTATIONS)[number];
type FaultName = (typeof FAULTS)[number];
type Behaviour = (typeof BEHAVIOURS)[number];

/**
 * What the server did, and so what the console must say and do:
 * - done: it was carried out (a late answer, or a 2xx whose body was cut off or off the contract: the
 *   server acted before answering, so the console must not say it failed);
 * - failed: it was not (a 500, or a request that never reached the server): an error, the work kept;
 * - signed out: the session had ended (401): the login screen, saying so, the drafts kept.
 */
type Outcome = 'done' | 'failed' | 'signed out';

/**
 * One outcome per fault, in the order of FAULTS. The same for every mutation, by what the server did:
 * a cut-off body and a malformed 2xx come after the server acted (its 2xx status was sent); a refused
 * connection never reached it; a 500 did nothing. Logout × 500 stays signed in: in a browser the
 * session cookie lives on while the server keeps the session, and the specification's failure toast
 * says so ("Failed to logout user", or the server's message).
 */
type Row = readonly [MutationName, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

// prettier-ignore
const TABLE: readonly Row[] = [
  // mutation             slow 8 s  500       401           cut-off body  malformed 2xx  connection refused
  ['Start Review',        'done',   'failed', 'signed out', 'done',       'done',        'failed'],
  ['Next (profile)',      'done',   'failed', 'signed out', 'done',       'done',        'failed'],
  ['Next (services)',     'done',   'failed', 'signed out', 'done',       'done',        'failed'],
  ['Submit (conclusion)', 'done',   'failed', 'signed out', 'done',       'done',        'failed'],
  ['Logout',              'done',   'failed', 'signed out', 'done',       'done',        'failed'],
];

const expected = (mutation: MutationName, fault: FaultName): Outcome => {
  const row = TABLE.find(([name]) => name === mutation)!;
  return row[FAULTS.indexOf(fault) + 1] as Outcome;
};

const SLOW_MS = 8_000;
const NOTE = 'The bio was copied from another agency.';
const CONCLUSION = 'A clear, complete profile.';
/** What the reviewer types while the request is pending. */
const MORE = ' Typed while sending.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const LOGIN = paths.login.getHref();

/** A mutation as the reviewer sends it, from the screen it is sent on. */
interface MutationCase {
  /** The request of the intent, as the page sends it and as the demo API sees its path (for faults). */
  readonly request: { method: 'POST'; url: RegExp; faultPaths: string };
  /** Where it is sent from, and where the reviewer goes meanwhile in "navigates away". */
  readonly home: string;
  readonly away: { link: QueueLinkName; href: string };
  /** Any toast saying it was carried out / that it failed. */
  readonly successText: string | RegExp;
  readonly failureText: RegExp;
  /** The screen, loaded, with the reviewer's work typed in where it has any. */
  open(): Promise<void>;
  send(): Promise<void>;
  /** Goes to `away` while the request is pending (answering Leave where the screen asks). */
  leave(): Promise<void>;
  /** Types while the request is pending, and checks the typing was refused or kept, as it must be. */
  keepEditing(): Promise<void>;
  /** Where a success leaves the reviewer, and the toast that says so (none: the next screen does). */
  doneLanding(behaviour: Behaviour): { href: string; toast?: string | RegExp };
  /** After the outcome: the typed work is where it must be (on screen if still there, in the drafts). */
  expectWork(outcome: Outcome, behaviour: Behaviour): Promise<void>;
}

const draftText = (page: Page, step: DraftStep) =>
  page.evaluate((key) => localStorage.getItem(key) ?? '', `rc.draft.${draftKey(IN_PROGRESS.reviewId, step)}`);

/** Waits until the debounced draft holds the text, as it does before the reviewer sends. */
async function draftHolds(page: Page, step: DraftStep, text: string) {
  await expect.poll(() => draftText(page, step)).toContain(text);
}

/** A mutation sent from the Agencies queue: the reviewer leaves for Updated Profiles or types a search. */
abstract class QueueCase {
  readonly home = paths.agencies.getHref();
  readonly away = { link: 'Updated Profiles', href: paths.updatedProfiles.getHref() } as const;
  protected readonly queue: QueuePage;
  protected searched = false;

  constructor(
    readonly page: Page,
    /** What the reviewer types into the search while the request is pending. */
    protected readonly search: string,
  ) {
    this.queue = new QueuePage(page);
  }

  async leave() {
    await new Sidebar(this.page).openQueue(this.away.link);
    await expect(this.page).toHaveURL(atRoute(this.away.href));
  }

  async keepEditing() {
    await this.queue.searchBox.fill(this.search);
    this.searched = true;
    await expect(this.queue.searchBox).toHaveValue(this.search);
  }
}

class StartReviewCase extends QueueCase implements MutationCase {
  readonly request = { method: 'POST', url: /\/review\/start$/, faultPaths: '/review/start$' } as const;
  readonly successText = /has started/;
  readonly failureText = /The review could not be started/;

  constructor(page: Page) {
    // Part of the agency's name: its row stays listed while the reviewer searches.
    super(page, NEWEST.pending.name.split(' ')[0]);
  }

  async open() {
    await this.queue.open('agencies');
    await expect(this.queue.startButton(NEWEST.pending.name)).toBeVisible();
  }

  send() {
    return this.queue.startReview(NEWEST.pending.name);
  }

  doneLanding(behaviour: Behaviour) {
    return behaviour === 'navigates away'
      ? { href: this.away.href, toast: this.successText }
      : { href: stepUrl(NEWEST.pending, 'profile') };
  }

  async expectWork(outcome: Outcome) {
    // The search typed meanwhile is kept: on the queue, or when the reviewer comes back to it from the
    // review it opened (a 401 leaves the queue's view to the next sign-in).
    if (!this.searched || outcome === 'signed out') return;
    if (outcome === 'done') await this.page.goBack();
    await expect(this.queue.searchBox).toHaveValue(this.search);
  }
}

class NextCase implements MutationCase {
  readonly request = {
    method: 'POST',
    url: /\/validate-multiple-fields$/,
    faultPaths: '/validate-multiple-fields$',
  } as const;
  readonly home: string;
  readonly away = { link: 'Agencies', href: paths.agencies.getHref() } as const;
  readonly successText: string;
  readonly failureText = /The validation could not be saved/;
  private readonly form: ReviewStepPage;
  private fieldPath = 'profile.bio';
  private typedMore = false;

  constructor(
    readonly page: Page,
    private readonly step: StepName,
  ) {
    this.form = new ReviewStepPage(page);
    this.home = stepUrl(IN_PROGRESS, step);
    this.successText = `Your validations on the ${STEP_TITLES[step]} step were saved.`;
  }

  async open() {
    await this.form.open(IN_PROGRESS, this.step);
    if (this.step === 'services')
      this.fieldPath = (await this.form.fields.first().getAttribute('data-field-path'))!;
    await this.form.markInvalid(this.fieldPath, NOTE);
    await draftHolds(this.page, this.step, NOTE);
  }

  send() {
    return this.form.next();
  }

  async leave() {
    await new Sidebar(this.page).openQueue(this.away.link);
    await new UnsavedChangesDialog(this.page).leave();
    await expect(this.page).toHaveURL(atRoute(this.away.href));
  }

  /** The step is read-only while Next is sent: the typing is refused, not accepted and then lost. */
  async keepEditing() {
    const note = this.form.note(this.fieldPath);
    await note.focus();
    await this.page.keyboard.type(MORE);
    this.typedMore = true;
    await expect(note).toHaveValue(NOTE);
  }

  doneLanding(behaviour: Behaviour) {
    if (behaviour === 'navigates away') return { href: this.away.href, toast: this.successText };
    return { href: stepUrl(IN_PROGRESS, this.step === 'profile' ? 'services' : 'report') };
  }

  async expectWork(outcome: Outcome, behaviour: Behaviour) {
    // Sent and stored: the step's draft has nothing left to keep. A reviewer who left may open the
    // step again before the answer, so the draft is then left alone: it holds only what was stored.
    if (outcome === 'done' && behaviour === 'navigates away') return draftHolds(this.page, this.step, NOTE);
    if (outcome === 'done') return expect.poll(() => draftText(this.page, this.step)).not.toContain(NOTE);
    if (outcome === 'failed' && behaviour !== 'navigates away') {
      await expect(this.form.note(this.fieldPath)).toHaveValue(NOTE);
      await expect(this.form.radio(this.fieldPath, 'Invalid')).toBeChecked();
    }
    // Not stored: the draft keeps the note for the reviewer's return, whatever they chose meanwhile.
    await draftHolds(this.page, this.step, NOTE);
    if (this.typedMore) expect(await draftText(this.page, this.step)).not.toContain(MORE.trim());
  }
}

class ConclusionCase implements MutationCase {
  readonly request = {
    method: 'POST',
    url: /\/review-conclusion\/reviews\/[^/]+\/submit$/,
    faultPaths: '^/review-conclusion/',
  } as const;
  readonly home = stepUrl(IN_PROGRESS, 'report');
  readonly away = { link: 'Updated Profiles', href: paths.updatedProfiles.getHref() } as const;
  readonly successText = 'Review conclusion submitted successfully';
  readonly failureText = /The conclusion was not submitted/;
  private readonly report: ReportPage;
  private typedMore = false;

  constructor(readonly page: Page) {
    this.report = new ReportPage(page);
  }

  async open() {
    await validateThroughApi(this.page, IN_PROGRESS);
    await this.report.open(IN_PROGRESS);
    await this.report.conclusionBox.fill(CONCLUSION);
    await expect(this.report.submitButton).toBeEnabled();
    await draftHolds(this.page, 'report', CONCLUSION);
  }

  send() {
    return this.report.submit();
  }

  async leave() {
    await new Sidebar(this.page).openQueue(this.away.link);
    await expect(this.page).toHaveURL(atRoute(this.away.href));
  }

  /** The conclusion is read-only while it is sent. */
  async keepEditing() {
    await this.report.conclusionBox.focus();
    await this.page.keyboard.type(MORE);
    this.typedMore = true;
    await expect(this.report.conclusionBox).toHaveValue(CONCLUSION);
  }

  doneLanding(behaviour: Behaviour) {
    return {
      href: behaviour === 'navigates away' ? this.away.href : paths.agencies.getHref(),
      toast: this.successText,
    };
  }

  async expectWork(outcome: Outcome, behaviour: Behaviour) {
    // Accepted by the server: the review's drafts go.
    if (outcome === 'done')
      return expect.poll(() => draftText(this.page, 'report')).not.toContain(CONCLUSION);
    if (outcome === 'failed' && behaviour !== 'navigates away') {
      await expect(this.report.conclusionBox).toHaveValue(CONCLUSION);
    }
    await draftHolds(this.page, 'report', CONCLUSION);
    if (this.typedMore) expect(await draftText(this.page, 'report')).not.toContain(MORE.trim());
  }
}

class LogoutCase extends QueueCase implements MutationCase {
  readonly request = { method: 'POST', url: /\/auth\/logout$/, faultPaths: '^/auth/logout$' } as const;
  readonly successText = 'User logged out successfully';
  readonly failureText = /Failed to logout user|Injected server error/;

  constructor(page: Page) {
    super(page, 'Studio');
  }

  async open() {
    await this.queue.open('agencies');
    await expect(this.queue.rows.first()).toBeVisible();
  }

  send() {
    return new Sidebar(this.page).logout();
  }

  /** Logging out is the one success that moves the reviewer wherever they went: they asked to leave. */
  doneLanding() {
    return { href: LOGIN, toast: this.successText };
  }

  async expectWork(outcome: Outcome) {
    // Still signed in: the search typed meanwhile is still there.
    if (outcome === 'failed' && this.searched) await expect(this.queue.searchBox).toHaveValue(this.search);
  }
}

const CASES: Record<MutationName, (page: Page) => MutationCase> = {
  'Start Review': (page) => new StartReviewCase(page),
  'Next (profile)': (page) => new NextCase(page, 'profile'),
  'Next (services)': (page) => new NextCase(page, 'services'),
  'Submit (conclusion)': (page) => new ConclusionCase(page),
  Logout: (page) => new LogoutCase(page),
};

/**
 * Arms the fault on the mutation's request. Page routes are registered before the hold, so a held
 * request, once let go, meets them; the demo API's faults act on whatever reaches it.
 */
async function armFault(
  fault: FaultName,
  behaviour: Behaviour,
  page: Page,
  demo: DemoControl,
  c: MutationCase,
) {
  const { method, url, faultPaths } = c.request;
  switch (fault) {
    case 'slow 8 s':
      // A reviewer who waits waits all of it; the others act while the request is held, then it goes.
      if (behaviour === 'waits') await demo.setFaults({ latencyMs: SLOW_MS, paths: faultPaths });
      return;
    case '500':
      return demo.setFaults({ errorRate: 1, paths: faultPaths });
    case '401':
      // The session ends as the request arrives: it is answered 401, and so is every call after it.
      // Answered here rather than by the demo API, which lets a logout without a session through.
      return page.route(url, async (route) => {
        if (route.request().method() !== method) return route.fallback();
        await demo.expireSessions();
        await route.fulfill({ status: 401, json: { message: 'Unauthorized' } });
      });
    case 'cut-off body':
      return demo.setFaults({ cutOffRate: 1, paths: faultPaths });
    case 'malformed 2xx':
      return demo.setFaults({ malformedRate: 1, paths: faultPaths });
    case 'connection refused':
      return page.route(url, (route) =>
        route.request().method() === method ? route.abort('connectionrefused') : route.fallback(),
      );
  }
}

/** The pathnames the page moves to from now on. */
function recordVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

function countRequests(page: Page, method: string, url: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) count += 1;
  });
  return () => count;
}

const pathOf = (href: string) => new URL(href, 'http://console').pathname;

for (const mutation of MUTATIONS)
  for (const fault of FAULTS)
    for (const behaviour of BEHAVIOURS)
      test(`${mutation} × ${fault} × ${behaviour}`, async ({ page, demo }) => {
        const outcome = expected(mutation, fault);
        await signInThroughApi(page);
        const c = CASES[mutation](page);
        const toasts = new Toasts(page);
        await c.open();
        await armFault(fault, behaviour, page, demo, c);
        const sent = countRequests(page, c.request.method, c.request.url);
        const visited = recordVisits(page);
        const held = behaviour === 'waits' ? null : await holdRequests(page, c.request.method, c.request.url);

        const sentAt = Date.now();
        await c.send();
        if (held) {
          await held.arrived();
          if (behaviour === 'navigates away') await c.leave();
          else await c.keepEditing();
          await held.release();
        }

        // The reviewer who waits out the slow answer waits for it.
        const timeout = fault === 'slow 8 s' && behaviour === 'waits' ? SLOW_MS + 5_000 : undefined;
        const stayedAt = behaviour === 'navigates away' ? c.away.href : c.home;
        let landedAt = stayedAt;
        if (outcome === 'done') {
          const landing = c.doneLanding(behaviour);
          landedAt = landing.href;
          if (landing.toast) await expect(toasts.withText(landing.toast)).toBeVisible({ timeout });
          await expect(page).toHaveURL(atRoute(landing.href), { timeout });
          if (timeout) expect(Date.now() - sentAt).toBeGreaterThanOrEqual(SLOW_MS);
          await expect(toasts.withText(c.failureText)).toHaveCount(0);
          if (landedAt === LOGIN) await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
        } else if (outcome === 'failed') {
          await expect(toasts.withText(c.failureText)).toBeVisible();
          await expect(page).toHaveURL(atRoute(stayedAt));
          await expect(toasts.withText(c.successText)).toHaveCount(0);
        } else {
          landedAt = LOGIN;
          await expect(page).toHaveURL(atRoute(LOGIN));
          await expect(page.getByRole('alert').filter({ hasText: SESSION_EXPIRED })).toBeVisible();
          await expect(toasts.withText(c.successText)).toHaveCount(0);
        }
        // Only where the reviewer went, and where the outcome takes them.
        const allowed = new Set([c.home, stayedAt, landedAt].map(pathOf));
        expect(visited.filter((path) => !allowed.has(path))).toEqual([]);
        expect(sent()).toBe(1);
        await c.expectWork(outcome, behaviour);
      });
