import { describe, expect, it, vi } from 'vitest';
import { sharedUntilFailed } from './shared-until-failed';

describe('sharedUntilFailed', () => {
  it('loads once for every caller while the promise holds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = sharedUntilFailed(load);
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next call after a failure, and keeps the new promise', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('network')).mockResolvedValue('module');
    const get = sharedUntilFailed(load);
    await expect(get()).rejects.toThrow('network');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
