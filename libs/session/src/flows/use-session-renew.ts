import { useEffect } from 'react';
import { useApiClient } from '../api/api-client-context';
import { renewSession } from '../api/renew-call';
import { useSessionStore } from '../session/session-store';

/**
 * Renews the session (extends its idle expiry) when a home or member page opens while logged in
 * (spec §2 home: "renews the session if logged in"). A failure needs nothing here: a dead session
 * is handled by the client's session-expired path.
 */
export function useSessionRenew(): void {
  const client = useApiClient();
  const token = useSessionStore((s) => s.info?.token);
  useEffect(() => {
    if (!token) return;
    renewSession(client).catch(() => undefined);
  }, [client, token]);
}
