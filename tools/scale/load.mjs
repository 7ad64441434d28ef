// A small closed-loop load generator for the scale check: `connections` workers send requests one after
// another for `seconds`; a request that fails is retried once (as the site's client does for a failed
// read), and the figures say how many needed the retry and how many failed even then.

/**
 * @param {object} options
 * @param {number} options.connections
 * @param {number} options.seconds
 * @param {(i: number) => Promise<Response>} options.send one request; a non-2xx answer or a thrown error is a failure
 * @param {(elapsedMs: number) => void} [options.onTick] called about every 100 ms (e.g. to kill an instance mid-load)
 */
export async function closedLoop({ connections, seconds, send, onTick }) {
  const started = performance.now();
  const end = started + seconds * 1000;
  const latencies = [];
  let ok = 0;
  let retried = 0;
  let failed = 0;
  const failures = new Map();
  let n = 0;
  const attempt = async (i) => {
    try {
      const response = await send(i);
      await response.arrayBuffer();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  const worker = async () => {
    while (performance.now() < end) {
      const i = n++;
      const t0 = performance.now();
      let problem = await attempt(i);
      if (problem) {
        retried += 1;
        problem = await attempt(i);
      }
      if (problem) {
        failed += 1;
        failures.set(problem, (failures.get(problem) ?? 0) + 1);
      } else {
        ok += 1;
        latencies.push(performance.now() - t0);
      }
    }
  };
  const ticker = onTick ? setInterval(() => onTick(performance.now() - started), 100) : undefined;
  await Promise.all(Array.from({ length: connections }, worker));
  if (ticker) clearInterval(ticker);
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : 0;
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: ok + failed,
    ok,
    retried,
    failed,
    failures: Object.fromEntries(failures),
    perSecond: ok / elapsed,
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
  };
}
