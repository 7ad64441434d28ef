import { requestDeadline, type DeadlineTimers } from './request-deadline';

/** Timers run by hand: `fire()` is the moment the time is up. */
function manualTimers() {
  let pending: (() => void) | undefined;
  const cleared: unknown[] = [];
  const timers: DeadlineTimers = {
    set: (run) => {
      pending = run;
      return 'timer';
    },
    clear: (timer) => cleared.push(timer),
  };
  return { timers, cleared, fire: () => pending?.() };
}

const never = () => new Promise<never>(() => undefined);

describe('requestDeadline', () => {
  it('aborts as timed out when the time is up, even work that ignores the signal', async () => {
    const { timers, fire } = manualTimers();
    const deadline = requestDeadline(15_000, undefined, timers);
    const work = deadline.race(never());
    fire();
    await expect(work).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(true);
  });

  it('passes the caller’s abort through with its own reason, not as a time-out', async () => {
    const { timers } = manualTimers();
    const caller = new AbortController();
    const deadline = requestDeadline(15_000, caller.signal, timers);
    const work = deadline.race(never());
    const reason = new DOMException('left the screen', 'AbortError');
    caller.abort(reason);
    await expect(work).rejects.toBe(reason);
    expect(deadline.timedOut()).toBe(false);
  });

  it('starts aborted when the caller already aborted', () => {
    const caller = new AbortController();
    caller.abort();
    const deadline = requestDeadline(15_000, caller.signal, manualTimers().timers);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.timedOut()).toBe(false);
  });

  it('lets work that ends in time settle, and stops its timer when done', async () => {
    const { timers, cleared } = manualTimers();
    const deadline = requestDeadline(15_000, undefined, timers);
    await expect(deadline.race(Promise.resolve('answer'))).resolves.toBe('answer');
    deadline.done();
    expect(cleared).toEqual(['timer']);
    expect(deadline.signal.aborted).toBe(false);
  });
});
