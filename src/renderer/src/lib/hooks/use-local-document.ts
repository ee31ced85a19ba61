// The signed-in reviewer's local document (lib/local-data): its value (the empty value until it is
// read, and while nobody is signed in) and a way to change it. A change that cannot be written is
// said once; the screen keeps it for this session.
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDraftOwner } from '../api/reviewer-profile';
import { i18n } from '../i18n';
import { changeLocalDocument, localDocumentKey, type LocalDocumentSpec } from '../local-data/local-documents';
import { usePlatform } from '../platform/platform-context';

export interface LocalDocumentState<T> {
  value: T;
  loaded: boolean;
  /** It could not be read: `value` is then the empty value. */
  failed: boolean;
  /** Resolves with the new value once written; rejects (after saying so) when it could not be. */
  change(change: (current: T) => T): Promise<T>;
}

/** `enabled: false` reads nothing (the screen does not need the document yet). */
export function useLocalDocument<T>(
  spec: LocalDocumentSpec<T>,
  { enabled = true }: { enabled?: boolean } = {},
): LocalDocumentState<T> {
  const { localData } = usePlatform();
  const queryClient = useQueryClient();
  const owner = useDraftOwner();
  const query = useQuery({
    queryKey: localDocumentKey(spec.document, owner ?? ''),
    queryFn: async () => {
      const stored = await localData.load(spec.document, owner!);
      return stored === null ? spec.empty : spec.parse(stored);
    },
    enabled: enabled && owner !== null,
    staleTime: Infinity,
    retry: false,
  });
  const change = useCallback(
    async (update: (current: T) => T) => {
      if (!owner) throw new Error('Nobody is signed in');
      return changeLocalDocument(queryClient, localData, spec, owner, update).catch((error: unknown) => {
        console.error('Could not save a local document', spec.document, error);
        notifications.show({
          id: `local-not-saved-${spec.document}`,
          color: 'orange',
          autoClose: false,
          message: i18n.t('common:local.notSaved'),
        });
        throw error;
      });
    },
    [owner, queryClient, localData, spec],
  );
  return { value: query.data ?? spec.empty, loaded: query.isSuccess, failed: query.isError, change };
}
