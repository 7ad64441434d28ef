import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createConnectivity } from '@wl/api-client';
import { startQueryRecovery } from './query-recovery';

/** Timers run by hand: `next()` runs the pending one and tells its wait. */
function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    setTimer: (run: () => void, ms: number) => {
      const entry = { run, ms };
      pending.push(entry);
      return entry;
    },
    clearTimer: (timer: unknown) => {
      const at = pending.indexOf(timer as { run: () => void; ms: number });
      if (at >= 0) pending.splice(at, 1);
    },
    pending,
    async next(): Promise<number | undefined> {
      const entry = pending.shift();
      entry?.run();
      // Let the refetch settle.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return entry?.ms;
    },
  };
}

function setup(options: { visible?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let up = false;
  const queryFn = vi.fn(async () => {
    if (!up) throw new Error('platform down');
    return 'data';
  });
  const observer = new QueryObserver(client, { queryKey: ['wallet'], queryFn });
  const timers = manualTimers();
  const connectivity = createConnectivity();
  const stop = startQueryRecovery(client, { ...timers, connectivity, isVisible: () => options.visible ?? true });
  const seen: string[] = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.status));
  const settled = async () => {
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  };
  return {
    client,
    observer,
    queryFn,
    timers,
    connectivity,
    seen,
    settled,
    lift: () => (up = true),
    leave: unsubscribe,
    stop: () => {
      stop();
      unsubscribe();
    },
  };
}

describe('startQueryRecovery', () => {
  it('refetches a failed query on screen after 5 s, 10 s, then every 20 s, until it recovers without a tap', async () => {
    const s = setup();
    await s.settled();
    expect(s.observer.getCurrentResult().status).toBe('error');
    expect(await s.timers.next()).toBe(5_000);
    expect(await s.timers.next()).toBe(10_000);
    expect(await s.timers.next()).toBe(20_000);
    expect(await s.timers.next()).toBe(20_000);
    expect(s.queryFn).toHaveBeenCalledTimes(5);
    s.lift();
    expect(await s.timers.next()).toBe(20_000);
    await s.settled();
    expect(s.observer.getCurrentResult().data).toBe('data');
    expect(s.timers.pending).toHaveLength(0);
    s.stop();
  });

  it('starts over at 5 s after a recovery', async () => {
    const s = setup();
    await s.settled();
    await s.timers.next();
    await s.timers.next();
    s.lift();
    await s.timers.next();
    await s.settled();
    // A new failure later on.
    s.queryFn.mockRejectedValueOnce(new Error('down again'));
    await s.observer.refetch();
    expect(s.timers.pending.map((t) => t.ms)).toEqual([5_000]);
    s.stop();
  });

  it('leaves failed queries no screen shows alone', async () => {
    const s = setup();
    await s.settled();
    s.leave();
    expect(await s.timers.next()).toBe(5_000);
    expect(s.queryFn).toHaveBeenCalledTimes(1);
    expect(s.timers.pending).toHaveLength(0);
    s.stop();
  });

  it('refetches failed queries at once when the platform answers again', async () => {
    const s = setup();
    await s.settled();
    s.connectivity.reportNetworkFailure();
    s.lift();
    s.connectivity.reportAnswer();
    await s.settled();
    expect(s.observer.getCurrentResult().data).toBe('data');
    s.stop();
  });

  it('a hidden tab does not poll', async () => {
    const s = setup({ visible: false });
    await s.settled();
    await s.timers.next();
    await s.timers.next();
    expect(s.queryFn).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('stops when told to', async () => {
    const s = setup();
    await s.settled();
    s.stop();
    expect(s.timers.pending).toHaveLength(0);
  });
});
