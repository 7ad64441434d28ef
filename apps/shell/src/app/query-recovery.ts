import type { Query, QueryClient } from '@tanstack/react-query';
import type { Connectivity } from '@wl/api-client';
import { recoveryDelayMs, recoveryDelaysMs } from './query-retry';

export interface QueryRecoveryOptions {
  /** Waits between refetches while something on screen has failed (the last one repeats). */
  delaysMs?: readonly number[];
  /** A hidden tab does not poll: it refetches when it becomes visible again (refetchOnWindowFocus). */
  isVisible?: () => boolean;
  /** When the platform answers again after a lost answer, failed queries are refetched at once. */
  connectivity?: Pick<Connectivity, 'online' | 'subscribe'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const failed = (query: Query) => query.state.status === 'error';

/**
 * Brings failed screens back by themselves: while an active query (one a screen shows) is in its failed
 * state, it is refetched after 5 s, 10 s, then every 20 s, and at once when the platform is reachable
 * again; the waits start over once nothing has failed. After a platform restart or a lifted fault no
 * other event would refetch, since the browser stays "online" the whole time.
 */
export function startQueryRecovery(client: QueryClient, options: QueryRecoveryOptions = {}): () => void {
  const delays = options.delaysMs ?? recoveryDelaysMs;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const cache = client.getQueryCache();
  let attempt = 0;
  let timer: unknown;

  const anyFailing = () => cache.findAll({ type: 'active', predicate: failed }).length > 0;
  const refetchFailing = () => client.refetchQueries({ type: 'active', predicate: failed }, { cancelRefetch: false });

  const schedule = () => {
    if (timer !== undefined) return;
    timer = setTimer(
      () => {
        timer = undefined;
        if (!anyFailing()) {
          attempt = 0;
          return;
        }
        attempt += 1;
        const refetch = options.isVisible?.() === false ? Promise.resolve() : refetchFailing();
        void refetch.then(() => {
          if (anyFailing()) schedule();
          else attempt = 0;
        });
      },
      recoveryDelayMs(attempt, delays),
    );
  };

  const unsubscribeCache = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') schedule();
  });
  let wasOnline = options.connectivity?.online() ?? true;
  const unsubscribeConnectivity = options.connectivity?.subscribe(() => {
    const online = options.connectivity?.online() ?? true;
    if (online && !wasOnline) void refetchFailing();
    wasOnline = online;
  });

  return () => {
    unsubscribeCache();
    unsubscribeConnectivity?.();
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
}
