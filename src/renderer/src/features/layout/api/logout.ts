import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTransport } from '@renderer/lib/transport';

/** Logging out forgets every cached answer, the reviewer profile first of all. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getTransport().call('logout'),
    onSuccess: () => queryClient.clear(),
  });
}
