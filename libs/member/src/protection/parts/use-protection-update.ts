import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProtectionState } from '@wl/api-client/contract/protection-calls';
import { useApiClient, useErrorMessage, type ErrorMessage } from '@wl/session';
import type { ApiClient } from '@wl/api-client';
import { protectionStateQueryOptions } from '../protection-api';

/**
 * One change of the protection state (a limit, a confirmation, the reality check): sends it, puts the
 * answered state in the cache, and keeps the failure's message for the part that asked.
 */
export function useProtectionUpdate(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();

  const run = async (call: (client: ApiClient) => Promise<ProtectionState>): Promise<ProtectionState | undefined> => {
    if (pending) return undefined;
    setPending(true);
    setFailure(undefined);
    try {
      const state = await call(client);
      queryClient.setQueryData(protectionStateQueryOptions(client, token).queryKey, state);
      return state;
    } catch (error) {
      setFailure(messageOf(error));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, failure, clearFailure: () => setFailure(undefined) };
}
