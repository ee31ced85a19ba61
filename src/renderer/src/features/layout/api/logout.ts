import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSessionData } from '@renderer/lib/api/session-data';
import { getTransport } from '@renderer/lib/transport';

/** Logging out forgets every cached answer, the reviewer profile first of all. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getTransport().call('logout'),
    onSuccess: () => forgetSessionData(queryClient),
  });
}
