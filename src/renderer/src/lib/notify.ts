// Toasts with the server's own message when it sends one, else the specification's fallback.
// Layout toasts sit top-right (the Notifications default); review-flow toasts bottom-right and dark.
import { notifications } from '@mantine/notifications';
import { isApiError, serverMessageOf } from '@shared/api/result';
import { i18n } from './i18n';

export type ToastPlacement = 'layout' | 'review';

const placementProps = (placement: ToastPlacement) =>
  placement === 'review' ? ({ position: 'bottom-right', color: 'dark' } as const) : {};

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

export function notifyError(error: unknown, fallback: string, placement: ToastPlacement = 'layout') {
  const fromServer = serverMessageOf(error);
  const reason = fromServer ? undefined : reasonOf(error);
  notifications.show({
    title: reason ? fallback : undefined,
    message: fromServer ?? reason ?? fallback,
    color: 'red',
    ...placementProps(placement),
  });
}
