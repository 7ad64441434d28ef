import { useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context';
import { renewSession } from '../api/renew-call';
import { useSessionStore } from '../session/session-store';

/**
 * Renews the session (extends its idle expiry) when a home or member page opens while logged in
 * (spec §2 home: "renews the session if logged in"). A failure needs nothing here: a dead session
 * is handled by the client's session-expired path. Answers whether the renew has finished (true at
 * once without a session), so what follows it — the contract check — can wait for it.
 */
export function useSessionRenew(): boolean {
  const client = useApiClient();
  const token = useSessionStore((s) => s.info?.token);
  const [renewedFor, setRenewedFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!token) return;
    let live = true;
    renewSession(client)
      .catch(() => undefined)
      .finally(() => {
        if (live) setRenewedFor(token);
      });
    return () => {
      live = false;
    };
  }, [client, token]);
  return !token || renewedFor === token;
}
