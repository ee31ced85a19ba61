// Toasts with the server's own message when it sends one, else the specification's fallback.
// Every toast sits where the toasts' region puts it (toasts-region.tsx); review-flow toasts are dark.
import { notifications } from '@mantine/notifications';
import { isApiError, serverMessageOf } from '@shared/api/result';
import { i18n } from './i18n';

export type ToastPlacement = 'layout' | 'review';

export interface ToastOptions {
  /** A fixed heading: the message is then the server's own, or the fallback. */
  title?: string;
  /** A toast shown again under the same id replaces the first instead of stacking. */
  id?: string;
}

const placementProps = (placement: ToastPlacement) =>
  placement === 'review' ? ({ color: 'dark', withBorder: true } as const) : {};

export function notifySuccess(
  serverMessage: string | undefined,
  fallback: string,
  placement: ToastPlacement = 'layout',
) {
  notifications.show({
    message: serverMessage?.trim() || fallback,
    color: 'green',
    ...placementProps(placement),
  });
}

/** Why a call failed when the server said nothing: no answer in time, no connection, a garbled answer. */
function reasonOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.kind === 'timeout') return i18n.t('common:errors.timeout');
  if (error.kind === 'network') return i18n.t('common:errors.network');
  if (error.kind === 'invalid-response') return i18n.t('common:errors.invalidResponse');
  return undefined;
}

export function notifyError(
  error: unknown,
  fallback: string,
  placement: ToastPlacement = 'layout',
  { title, id }: ToastOptions = {},
) {
  const fromServer = serverMessageOf(error);
  const reason = fromServer || title ? undefined : reasonOf(error);
  const message = fromServer ?? reason ?? fallback;
  const heading = title ?? (reason ? fallback : undefined);
  const toast = {
    id,
    // A heading that only repeats the message would say it twice.
    title: heading === message ? undefined : heading,
    message,
    color: 'red',
    ...placementProps(placement),
  };
  // Mantine drops a second show under an id still on screen: the newer message replaces it instead.
  if (id) notifications.update({ ...toast, id });
  notifications.show(toast);
}
