// The review flow's toasts: bottom right and dark (section 9).
import { notifications } from '@mantine/notifications';

export function notifyReviewError(id: string, message: string): void {
  notifications.show({ id, position: 'bottom-right', color: 'dark', message, withBorder: true });
}
