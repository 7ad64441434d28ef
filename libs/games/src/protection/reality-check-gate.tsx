import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  entryAllowed,
  isRealMember,
  safeSessionStorage,
  storageKeys,
  useApiClient,
  useFlags,
  useLogout,
  useSessionInfo,
} from '@wl/session';
import { protectionStateQuery } from './protection-query';
import { RealityCheckDialog } from './reality-check-dialog';
import { nextCheckAt } from './reality-timing';

import { sitePaths } from '@wl/brand';
function readAnswered(): number | null {
  const value = Number(safeSessionStorage.get(storageKeys.realityCheckAnswered));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Wraps a play page (issue 13): when the member's reality-check interval has passed since the session
 * started or since the last "Continue", the dialog shows and the page under it is inert until answered.
 * Only real members have a protection state; anyone else plays without it.
 */
export function RealityCheckGate({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const info = useSessionInfo();
  const flags = useFlags();
  const logout = useLogout();
  const real = info !== undefined && isRealMember(info.type);
  const state = useQuery({ ...protectionStateQuery(client, info?.token ?? ''), enabled: real });
  const [answeredAt, setAnsweredAt] = useState<number | null>(readAnswered);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const data = state.data;
  const due = data
    ? nextCheckAt({
        sessionStartedAt: data.session.startedAt,
        answeredAt,
        intervalSeconds: data.realityCheck.intervalSeconds,
      })
    : null;
  const { refetch } = state;

  useEffect(() => {
    if (due === null || openAt !== null) return;
    const timer = setTimeout(
      () => {
        // The net result is read again at the moment the check shows.
        void refetch().finally(() => setOpenAt(Date.now()));
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [due, openAt, refetch]);

  const onContinue = () => {
    const now = Date.now();
    safeSessionStorage.set(storageKeys.realityCheckAnswered, String(now));
    setAnsweredAt(now);
    setOpenAt(null);
  };

  const open = openAt !== null && data !== undefined;
  const entry = {
    flags,
    promotions: { MISSION: false, REFERRAL: false },
    loggedIn: info !== undefined,
    type: info?.type,
  };
  return (
    <>
      <div inert={open} aria-hidden={open || undefined}>
        {children}
      </div>
      {data ? (
        <RealityCheckDialog
          open={open}
          startedAt={Date.parse(data.session.startedAt)}
          now={openAt ?? Date.now()}
          net={data.session.net}
          recordPath={entryAllowed('bettingRecord', entry) ? sitePaths.betRecord : null}
          onContinue={onContinue}
          onLogout={() => void logout.logoutNow()}
          loggingOut={logout.pending}
        />
      ) : null}
    </>
  );
}
