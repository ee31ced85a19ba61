import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneEvenIfUnreadable } from '@renderer/lib/api/accepted-answer';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { useTransport } from '@renderer/lib/platform/platform-context';
import { announceSessionEnding } from '@renderer/lib/session-ending';

/**
 * Logging out forgets every cached answer, the reviewer profile first of all. A 2xx whose body cannot
 * be read is a logout done: the server ended the session.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation({
    mutationFn: () => {
      announceSessionEnding();
      return doneEvenIfUnreadable('Logging out', () => transport.call('logout'));
    },
    onSuccess: () => forgetSessionData(queryClient),
  });
}
