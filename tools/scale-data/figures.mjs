// Pure parts of the scale-data scripts: arguments, the world's counts at a factor, percentiles, medians and
// the growth table. No I/O here (figures.test.ts covers it).

/** The operator-sized world at factor 1 (issue 15 §5); every count is multiplied by the factor. */
export const WORLD_AT_1 = Object.freeze({
  members: 100_000,
  games: 20_000,
  ledgerEntries: 5_000_000,
  downline: 10_000,
  lotteryOrders: 1_000_000,
});

/** Games per generated vendor: a bigger operator has more studios, each with a studio-sized catalogue. */
export const GAMES_PER_VENDOR = 200;
/** Members per sub-agent in the generated agent tree (the sub-agent itself and its players). */
export const TEAM_BLOCK = 100;
/** Downline of the second generated agent at every factor. */
export const FIXED_DOWNLINE = 1_000;
/** Ledger transactions per generated member (two entries each): 3 deposits, 11 bets, 9 wins, 1 withdrawal (hold, paid). */
export const EVENTS_PER_MEMBER = 25;
/** Bets per generated member; all but the last are lottery tickets. */
export const BETS_PER_MEMBER = 11;

/** The counts of a world at `factor`, rounded so the parts fit together (members hold the ledger and the tickets). */
export function worldCounts(factor) {
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`factor must be a number above 0, got ${factor}`);
  const members = Math.max(TEAM_BLOCK + 1, Math.round((WORLD_AT_1.ledgerEntries * factor) / (2 * EVENTS_PER_MEMBER)));
  const downline = Math.min(
    members - 1,
    Math.max(TEAM_BLOCK, Math.round((WORLD_AT_1.downline * factor) / TEAM_BLOCK) * TEAM_BLOCK),
  );
  const games = Math.max(GAMES_PER_VENDOR, Math.round(WORLD_AT_1.games * factor));
  return {
    members,
    downline,
    subAgents: downline / TEAM_BLOCK,
    // A second agent whose downline does not grow with the factor: its reports show the cost of the world alone.
    fixedDownline: Math.max(
      0,
      Math.min(FIXED_DOWNLINE, Math.floor((members - downline - 2) / TEAM_BLOCK) * TEAM_BLOCK),
    ),
    games,
    vendors: Math.ceil(games / GAMES_PER_VENDOR),
    ledgerTransactions: members * EVENTS_PER_MEMBER,
    ledgerEntries: members * EVENTS_PER_MEMBER * 2,
    bets: members * BETS_PER_MEMBER,
    lotteryOrders: members * (BETS_PER_MEMBER - 1),
  };
}

const number = (name, value) => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n) || n <= 0)
    throw new Error(`${name} needs a number above 0, got ${value ?? 'nothing'}`);
  return n;
};

/**
 * `--factor 1`, `--factors 0.1,1`, `--runs 3`, `--seconds 5`, `--connections 4`, `--budget 1.5`, `--database-url URL`,
 * `--pglite DIR`, `--keep`, `--reuse URL,URL` (databases a kept run filled, one per factor), also as `--name=value`.
 */
export function parseArgs(argv) {
  const options = {
    factor: 1,
    factors: [1, 10],
    runs: 3,
    seconds: 5,
    connections: 4,
    budget: 1.5,
    databaseUrl: undefined,
    pglite: undefined,
    keep: false,
    reuse: undefined,
  };
  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift();
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => inline ?? args.shift();
    switch (flag) {
      case '--factor':
        options.factor = number('--factor', value());
        break;
      case '--factors': {
        const list = String(value() ?? '')
          .split(',')
          .filter(Boolean);
        if (list.length < 2) throw new Error('--factors needs at least two factors, e.g. --factors 0.1,1');
        options.factors = list.map((f) => number('--factors', f)).sort((a, b) => a - b);
        break;
      }
      case '--runs':
        options.runs = Math.round(number('--runs', value()));
        break;
      case '--seconds':
        options.seconds = number('--seconds', value());
        break;
      case '--connections':
        options.connections = Math.round(number('--connections', value()));
        break;
      case '--budget':
        options.budget = number('--budget', value());
        break;
      case '--database-url':
        options.databaseUrl = value();
        break;
      case '--pglite':
        options.pglite = value();
        break;
      case '--reuse':
        options.reuse = String(value() ?? '')
          .split(',')
          .filter(Boolean);
        break;
      case '--keep':
        options.keep = true;
        break;
      default:
        throw new Error(`unknown argument ${arg}`);
    }
  }
  return options;
}

/** The q-quantile (0..1) of a list of numbers, nearest rank; 0 for an empty list. */
export function percentile(values, q) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** The median of a list (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One row per case: the median p50 and p99 over the runs at each factor, and p99 at the largest factor over
 * p99 at the smallest, against the budget.
 * @param {Array<{ name: string, runs: Record<string, Array<{ p50: number, p99: number }>> }>} cases runs keyed by factor
 */
export function growthRows(cases, factors, budget) {
  const low = String(factors[0]);
  const high = String(factors.at(-1));
  return cases.map((c) => {
    const at = Object.fromEntries(
      factors.map((f) => {
        const runs = c.runs[String(f)] ?? [];
        return [String(f), { p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) }];
      }),
    );
    const base = at[low].p99;
    const ratio = base > 0 ? at[high].p99 / base : Number.POSITIVE_INFINITY;
    return { name: c.name, at, ratio, pass: ratio <= budget };
  });
}

const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** The growth table as Markdown: case, p50 / p99 at each factor, ratio beside the budget. */
export function growthTable(rows, factors, budget) {
  const high = factors.at(-1);
  const low = factors[0];
  const head = [
    'case',
    ...factors.map((f) => `p50 / p99 at ${f}× (ms)`),
    `p99 ${high}× / ${low}×`,
    `budget ≤ ${budget}×`,
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = factors.map((f) => `${ms(row.at[String(f)].p50)} / ${ms(row.at[String(f)].p99)}`);
    lines.push(
      `| ${row.name} | ${cells.join(' | ')} | ${Number.isFinite(row.ratio) ? row.ratio.toFixed(2) : '∞'}× | ${row.pass ? 'within' : 'OVER'} |`,
    );
  }
  return lines.join('\n');
}
