// The IPC contract between main and the renderer: one map of channel -> signature, and one table of
// the bridge's verbs. The preload, main's handlers and `window.reviewConsole`'s type all follow from
// them: adding a verb is a channel here and a row in BRIDGE_VERBS.
import type { ApiRequest, CallArgs } from '../api/client';
import type { EndpointName, EndpointResponse } from '../api/endpoints';
import type { ApiResult } from '../api/result';
import { verbRows, type BridgeOf, type ChannelOf, type VerbRow } from './bridge-verbs';
import type { ConfigLocationKind, ConfigReport } from './config-report';
import type { DraftKey, JsonValue } from './draft-keys';
import type { SnippetContent, SnippetFileProblem } from '../domain/snippet-file';
import type { LocalDocument } from './local-data';
import type { LinkArrival } from '../review-link';
import type { InstallUpdateAnswer, UnsavedWork } from './updates';
import type { ReviewsWaiting, WaitingQueue } from './reviews-waiting';

export type UiLanguage = 'en' | 'ar';
/** Section 9: English until the reviewer picks another. */
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en';

export interface AppInfo {
  name: string;
  version: string;
  platform: string;
  /** Of the runtime, for the configuration screen and support. */
  versions: { electron: string; chrome: string; node: string };
  /** False in a packaged build without a backend URL: the renderer shows the configuration screen. */
  apiConfigured: boolean;
  /** Where the backend URL came from, for the configuration screen and diagnostics. */
  apiSource: ConfigLocationKind | 'none';
  /** The backend URL in use, without credentials; null when there is none. */
  apiUrl: string | null;
  /** Every place main looked for its configuration, which place each setting came from, and why none could be used. */
  config: ConfigReport;
  /** Where agency logos may load from besides the app itself; null: any https host (image-policy.ts). */
  imageSources: string[] | null;
}

/** The team's read-only snippets, as IT configured them (`snippets.team`: a file path or inline). */
export interface TeamSnippets {
  snippets: SnippetContent[];
  /** The configuration place that set them; null when none did. */
  source: ConfigLocationKind | null;
  /** Why the configured set could not be used (none are then shown); null when it could. */
  problem: SnippetFileProblem | { kind: 'unreadable'; detail: string } | null;
}

/** Request/response channels (ipcRenderer.invoke / ipcMain.handle). */
export interface IpcInvokeContract {
  /** Untrusted on arrival: main checks the endpoint, parameters and body against the endpoint table. */
  'api:call': (request: ApiRequest) => ApiResult<unknown>;
  'window:set-full-screen': (fullScreen: boolean) => boolean;
  'window:is-full-screen': () => boolean;
  'dialog:confirm-unsaved-changes': () => boolean;
  'language:get': () => UiLanguage;
  'language:set': (language: UiLanguage) => UiLanguage;
  'app:info': () => AppInfo;
  /** Opens the app's own log folder in the file manager; true when it opened. No path crosses. */
  'app:open-logs-folder': () => boolean;
  /** "Restart now": main restarts into the downloaded update unless `work` would be lost. */
  'app:install-update': (work: UnsavedWork) => InstallUpdateAnswer;
  /** The stored draft (as saved), or null when there is none. */
  'drafts:load': (key: DraftKey) => JsonValue;
  'drafts:save': (key: DraftKey, value: unknown) => void;
  'drafts:clear': (key: DraftKey) => void;
  /** Every step's draft of one review. */
  'drafts:clear-review': (reviewId: string) => void;
  /** The team's snippets from the configuration, read at start. */
  'snippets:team': () => TeamSnippets;
  /** A reviewer's local document (local-data.ts), or null when there is none. */
  'local:load': (owner: string, document: LocalDocument) => JsonValue;
  /** Null removes it. */
  'local:save': (owner: string, document: LocalDocument, value: unknown) => void;
  /** The link the OS last handed over (review-link.ts), once; null when none is waiting. */
  'links:take': () => LinkArrival | null;
  /** The counts for the dock or taskbar and notifications (reviews-waiting.ts); null: signed out or off. */
  'app:reviews-waiting': (waiting: ReviewsWaiting | null) => void;
}

/** Events main sends to the renderer; listeners receive the payload only, never the IPC event. */
export interface IpcEventContract {
  'auth:error': () => void;
  'window:full-screen-changed': (fullScreen: boolean) => void;
  /** An update is downloaded and installs on restart; sent again after each page load. */
  'app:update-ready': (version: string) => void;
  /** Help → Keyboard Shortcuts was chosen in the app menu. */
  'app:show-keyboard-shortcuts': () => void;
  /** A link is waiting: the page takes it with links:take (so one sent before it listened is not lost). */
  'links:arrived': () => void;
  /** A notification of new reviews was selected: the page opens that queue. */
  'app:open-queue': (queue: WaitingQueue) => void;
}

export type IpcInvokeChannel = keyof IpcInvokeContract;
export type IpcEventChannel = keyof IpcEventContract;

export type Unsubscribe = () => void;

/** api.call as the renderer sees it: typed by the endpoint table, answered as that endpoint's data. */
type ApiCallVerb = <E extends EndpointName>(
  endpoint: E,
  ...args: CallArgs<E>
) => Promise<ApiResult<EndpointResponse<E>>>;

const toApiRequest = (endpoint: unknown, params?: unknown, body?: unknown): [ApiRequest] => [
  { endpoint, params, body },
];

const verb = verbRows<IpcInvokeContract, IpcEventContract>();

/** Every verb of `window.reviewConsole` (`group.name` nests one level) and the channel it uses. */
export const BRIDGE_VERBS = {
  'api.call': verb.invokeAs<ApiCallVerb>()('api:call', 3, toApiRequest),
  'window.setFullScreen': verb.invoke('window:set-full-screen', 1),
  'window.isFullScreen': verb.invoke('window:is-full-screen', 0),
  'window.onFullScreenChange': verb.listen('window:full-screen-changed', 1),
  'dialogs.confirmUnsavedChanges': verb.invoke('dialog:confirm-unsaved-changes', 0),
  'language.get': verb.invoke('language:get', 0),
  'language.set': verb.invoke('language:set', 1),
  'app.info': verb.invoke('app:info', 0),
  'app.openLogsFolder': verb.invoke('app:open-logs-folder', 0),
  'app.onUpdateReady': verb.listen('app:update-ready', 1),
  'app.installUpdate': verb.invoke('app:install-update', 1),
  'app.onShowKeyboardShortcuts': verb.listen('app:show-keyboard-shortcuts', 0),
  // Local drafts of reviews in progress, kept by main in the app's data folder.
  'drafts.load': verb.invoke('drafts:load', 1),
  'drafts.save': verb.invoke('drafts:save', 2),
  'drafts.clear': verb.invoke('drafts:clear', 1),
  'drafts.clearReview': verb.invoke('drafts:clear-review', 1),
  // Each reviewer's snippets, judged values, saved views and preferences, kept by main.
  'snippets.team': verb.invoke('snippets:team', 0),
  'local.load': verb.invoke('local:load', 2),
  'local.save': verb.invoke('local:save', 3),
  // Links that open a review, handed over by the OS.
  'links.take': verb.invoke('links:take', 0),
  'links.onArrived': verb.listen('links:arrived', 0),
  // The count of reviews waiting on the dock or taskbar, and its notifications.
  'app.setReviewsWaiting': verb.invoke('app:reviews-waiting', 1),
  'app.onOpenQueue': verb.listen('app:open-queue', 1),
  onAuthError: verb.listen('auth:error', 0),
} satisfies Record<string, VerbRow>;

/** `window.reviewConsole`: the only thing the preload exposes. */
export type ReviewConsoleBridge = BridgeOf<typeof BRIDGE_VERBS>;

type Expect<T extends never> = T;
/** A channel without a verb fails to compile here, naming the channel. */
type _EveryChannelHasAVerb = Expect<
  Exclude<IpcInvokeChannel | IpcEventChannel, ChannelOf<typeof BRIDGE_VERBS>>
>;

/** Every invoke channel; main registers a handler for each. */
export const IPC_INVOKE_CHANNELS: readonly IpcInvokeChannel[] = Object.values(BRIDGE_VERBS).flatMap((row) =>
  'invoke' in row ? [row.invoke] : [],
);

/** The exact top-level keys of `window.reviewConsole`, sorted; the Electron e2e suite checks them. */
export const BRIDGE_KEYS = [
  ...new Set(Object.keys(BRIDGE_VERBS).map((path) => path.split('.')[0])),
].sort() as readonly (keyof ReviewConsoleBridge)[];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === 'en' || value === 'ar';
}
