import type { FastifyBaseLogger } from 'fastify';
import type { LotteryDeps } from './lottery-deps';
import { settleDue } from './settlement';

/**
 * Every process settles due tickets on a timer, so a win reaches the wallet even when nobody looks
 * at the ticket; tickets are also settled when their owner reads them. Runs never overlap within a
 * process; across processes the ticket lock decides. Returns a stop function.
 */
export function startLotteryScheduler(deps: LotteryDeps, log: FastifyBaseLogger, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    settleDue(deps)
      .catch((error: unknown) => log.error({ err: error }, 'lottery settlement failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
