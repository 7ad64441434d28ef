import { useState } from 'react';
import type { ApiClient } from '@wl/api-client';
import { useApiClient } from '@wl/session';
import { usePendingCall } from '../../money-shared/use-pending-call';
import { useEndLocalSession } from './end-local-session';

/**
 * A time-out or a self-exclusion, asked once more in a dialog: sent once at a time; accepted, the
 * session ends with the text the call made of the answer; refused, the dialog closes and the message stays.
 */
export function useEndingRequest() {
  const client = useApiClient();
  const endLocalSession = useEndLocalSession();
  const { run, pending, failure } = usePendingCall();
  const [asking, setAsking] = useState(false);

  const send = async (call: (client: ApiClient) => Promise<string>) => {
    if (pending) return;
    const sent = await run(async () => {
      const doneText = await call(client);
      setAsking(false);
      endLocalSession(doneText);
    });
    if (!sent) setAsking(false);
  };
  return { asking, ask: () => setAsking(true), cancel: () => setAsking(false), send, pending, failure };
}
