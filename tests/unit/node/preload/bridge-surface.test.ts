// The whole surface of window.reviewConsole, written out: any verb added, removed or rewired shows up
// here in code review.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EndpointResponse } from '@shared/api/endpoints';
import type { ApiResult } from '@shared/api/result';
import { createBridge } from '@preload/index';
import { fakeIpcRenderer } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

type Verb = (...args: unknown[]) => unknown;

/** Every function of the bridge by its dotted path, sorted. */
function verbs(bridge: object, prefix = ''): [string, Verb][] {
  return Object.entries(bridge)
    .flatMap(([key, value]): [string, Verb][] =>
      typeof value === 'function'
        ? [[prefix + key, value as Verb]]
        : verbs(value as object, `${prefix}${key}.`),
    )
    .sort(([a], [b]) => a.localeCompare(b));
}

/** What each verb does when called with four arguments: which channel, and with what. */
function wiring() {
  const ipc = fakeIpcRenderer();
  return Object.fromEntries(
    verbs(createBridge(ipc)).map(([path, verb]) => {
      ipc.invoke.mockClear();
      ipc.on.mockClear();
      verb('a', 'b', 'c', 'd');
      const [invoked] = ipc.invoke.mock.calls;
      return [path, invoked ? ['invoke', ...invoked] : ['on', ipc.on.mock.calls[0][0]]];
    }),
  );
}

describe('the surface of window.reviewConsole', () => {
  it('is exactly these verbs, each on its channel, passing on only its own arguments', () => {
    expect(wiring()).toEqual({
      'api.call': ['invoke', 'api:call', { endpoint: 'a', params: 'b', body: 'c' }],
      'app.info': ['invoke', 'app:info'],
      'app.installUpdate': ['invoke', 'app:install-update', 'a'],
      'app.onOpenQueue': ['on', 'app:open-queue'],
      'app.onShowKeyboardShortcuts': ['on', 'app:show-keyboard-shortcuts'],
      'app.onUpdateReady': ['on', 'app:update-ready'],
      'app.openLogsFolder': ['invoke', 'app:open-logs-folder'],
      'app.setReviewsWaiting': ['invoke', 'app:reviews-waiting', 'a'],
      'dialogs.confirmUnsavedChanges': ['invoke', 'dialog:confirm-unsaved-changes'],
      'drafts.clear': ['invoke', 'drafts:clear', 'a'],
      'drafts.clearReview': ['invoke', 'drafts:clear-review', 'a'],
      'drafts.load': ['invoke', 'drafts:load', 'a'],
      'drafts.save': ['invoke', 'drafts:save', 'a', 'b'],
      'language.get': ['invoke', 'language:get'],
      'language.set': ['invoke', 'language:set', 'a'],
      'links.onArrived': ['on', 'links:arrived'],
      'links.take': ['invoke', 'links:take'],
      'local.load': ['invoke', 'local:load', 'a', 'b'],
      'local.save': ['invoke', 'local:save', 'a', 'b', 'c'],
      onAuthError: ['on', 'auth:error'],
      'snippets.team': ['invoke', 'snippets:team'],
      'window.isFullScreen': ['invoke', 'window:is-full-screen'],
      'window.onFullScreenChange': ['on', 'window:full-screen-changed'],
      'window.setFullScreen': ['invoke', 'window:set-full-screen', 'a'],
    });
  });

  it('fills arguments left out with undefined, as the channel expects them', () => {
    const ipc = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    void bridge.api.call('reviewerProfile');
    expect(ipc.invoke).toHaveBeenCalledWith('api:call', {
      endpoint: 'reviewerProfile',
      params: undefined,
      body: undefined,
    });
  });

  it("gives each event's listener its payload only, never the IPC event, until unsubscribed", () => {
    const ipc = fakeIpcRenderer();
    const bridge = createBridge(ipc);
    const heard = Object.fromEntries(
      verbs(bridge).flatMap(([path, verb]) => {
        ipc.on.mockClear();
        const listener = vi.fn();
        const unsubscribe = verb(listener);
        if (ipc.on.mock.calls.length === 0) return [];
        const [[channel]] = ipc.on.mock.calls;
        ipc.emit(channel, 'p1', 'p2');
        (unsubscribe as () => void)();
        ipc.emit(channel, 'after');
        return [[path, listener.mock.calls]];
      }),
    );
    expect(heard).toEqual({
      'app.onOpenQueue': [['p1']],
      'app.onShowKeyboardShortcuts': [[]],
      'app.onUpdateReady': [['p1']],
      'links.onArrived': [[]],
      onAuthError: [[]],
      'window.onFullScreenChange': [['p1']],
    });
  });

  it('types api.call by endpoint: its answer is that endpoint’s data', () => {
    const bridge = createBridge(fakeIpcRenderer());
    expectTypeOf(bridge.api.call<'reviewerProfile'>).returns.resolves.toEqualTypeOf<
      ApiResult<EndpointResponse<'reviewerProfile'>>
    >();
    // @ts-expect-error: an endpoint outside the table
    void bridge.api.call('agencyReview');
    // @ts-expect-error: reviewDetails needs its agency id
    void bridge.api.call('reviewDetails');
  });
});
