// Toasts of the review flow sit bottom-right and are dark (section 9).
import { notifications } from '@mantine/notifications';
import { serverMessageOf } from '@shared/api/result';

const reviewToast = { position: 'bottom-right', color: 'dark' } as const;

export function toastSuccess(message: string) {
  notifications.show({ ...reviewToast, message });
}

/** A short translated title, with the server's reason when it sent one, so a failure is never silent. */
export function toastFailure(error: unknown, title: string, hint: string) {
  notifications.show({ ...reviewToast, title, message: serverMessageOf(error) ?? hint });
}
