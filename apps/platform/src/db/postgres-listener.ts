import pg from 'pg';
import type { ChannelListener } from './db';

/** The `application_name` of listening connections (visible in `pg_stat_activity`). */
export const LISTENER_APPLICATION_NAME = 'wl-change-listener';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * `LISTEN` on a dedicated PostgreSQL connection (a pooled one would be handed to other queries and
 * lose the subscription). When the connection is lost it reconnects with a growing delay and reports
 * `reset`, since notifications sent meanwhile never arrive. Resolves once the first `LISTEN` is in place.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    // Keep-alive probes notice a connection that died without a word (a dropped network path).
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.message(message.payload ?? '');
    });
    // A lost connection emits 'error' and/or 'end'; either one schedules one reconnect.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      if (client === next) client = null;
      scheduleReconnect();
    };
    next.on('error', onLost);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      next.removeAllListeners('error');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', onLost);
    client = next;
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          if (stopped) void closeClient();
          else listener.reset();
        },
        () => {
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          scheduleReconnect();
        },
      );
    }, retryMs);
    timer.unref();
  };

  const closeClient = async () => {
    const current = client;
    client = null;
    if (!current) return;
    current.removeAllListeners('end');
    current.removeAllListeners('error');
    current.on('error', () => undefined);
    await current.end().catch(() => undefined);
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await closeClient();
  };
}

/** Channel names are the platform's own constants; quoting keeps them one identifier. */
function quoteChannel(channel: string): string {
  return `"${channel.replace(/"/g, '""')}"`;
}
