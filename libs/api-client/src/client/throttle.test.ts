import { throttleAsync } from './throttle';

describe('throttleAsync (unread counts 250 ms, mark-as-read 150 ms)', () => {
  it.each<[string, number, number[], number]>([
    ['unread counts: three calls within 250 ms reach the server once', 250, [0, 100, 249], 1],
    ['unread counts: a call at 250 ms reaches the server again', 250, [0, 250], 2],
    ['mark-as-read: calls 150 ms apart each reach the server', 150, [0, 150, 300], 3],
    ['mark-as-read: burst then pause', 150, [0, 10, 20, 400, 410], 2],
  ])('%s', async (_name, waitMs, times, expectedCalls) => {
    let clock = 0;
    const fn = vi.fn(async (n: number) => n);
    const throttled = throttleAsync(fn, waitMs, () => clock);
    for (const t of times) {
      clock = t;
      await throttled(t);
    }
    expect(fn).toHaveBeenCalledTimes(expectedCalls);
  });
});
