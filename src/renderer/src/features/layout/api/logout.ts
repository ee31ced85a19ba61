import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { useTransport } from '@renderer/lib/platform/platform-context';

/** Logging out forgets every cached answer, the reviewer profile first of all. */
export function useLogout() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation({
    mutationFn: () => transport.call('logout'),
    onSuccess: () => forgetSessionData(queryClient),
  });
}
