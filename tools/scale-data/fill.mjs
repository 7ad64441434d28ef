#!/usr/bin/env node
// Fills a database with an operator-sized world (issue 15 §5) after the platform's own migrations and seed:
//   node tools/scale-data/fill.mjs --factor 1 [--database-url postgres://…] [--pglite DIR]
// Without --database-url (or DATABASE_URL) it starts a throw-away PostgreSQL (tools/scale/postgres.mjs) and
// stops it again unless --keep is given. Prints the time each table took. At factor 1: 100,000 members,
// 20,000 games, 5,000,000 ledger entries, an agent (`sdagent`) with a 10,000-member downline, 1,000,000
// lottery tickets; at every factor a second agent (`sdagentb`) with a 1,000-member downline. Every generated
// account logs in with the demo member's password (Demo1234!).
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startInstance } from '../scale/instances.mjs';
import { freePort, startPostgres } from '../scale/postgres.mjs';
import { parseArgs, worldCounts } from './figures.mjs';
import { worldSteps } from './world-sql.mjs';

/** The identity columns the world writes explicit ids into: table → column. */
const IDENTITIES = {
  members: 'id',
  games: 'node_id',
  ledger_accounts: 'id',
  ledger_transactions: 'id',
  ledger_entries: 'id',
  game_bets: 'id',
  deposit_orders: 'id',
  withdrawal_orders: 'id',
  bank_cards: 'id',
};
const BASE_OF = {
  members: 'members',
  games: 'games',
  ledger_accounts: 'accounts',
  ledger_transactions: 'transactions',
  ledger_entries: 'entries',
  game_bets: 'bets',
  deposit_orders: 'deposits',
  withdrawal_orders: 'withdrawals',
  bank_cards: 'cards',
};

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the platform's own migrations and development seed on the database: starts it once and stops it. */
async function prepareDatabase({ databaseUrl, pglite }) {
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl ?? '',
    PGLITE_DIR: databaseUrl ? '' : pglite,
  };
  const instance = startInstance({ root, port: await freePort(), env, name: 'platform (migrations and seed)' });
  try {
    await instance.ready;
  } finally {
    await instance.stop();
  }
}

/**
 * Fills the database and returns what it wrote. `log` gets one line per step.
 * @param {{ databaseUrl?: string, pglite?: string, factor: number, log?: (line: string) => void }} options
 */
export async function fillWorld({ databaseUrl, pglite, factor, log = console.log }) {
  const started = performance.now();
  if (!databaseUrl && !pglite) throw new Error('fillWorld needs a PostgreSQL URL or a PGlite data folder');
  await prepareDatabase({ databaseUrl, pglite });
  log(`migrations and seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  let client;
  let embedded;
  let query;
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    query = async (sql, params) => (await client.query(sql, params)).rows;
    await query(`SET work_mem = '1GB'`);
    await query(`SET maintenance_work_mem = '1GB'`);
    await query('SET synchronous_commit = off');
    // The rows reference each other by construction: skip the per-row foreign-key triggers (a superuser
    // setting; on a server where the filling role may not, the checks simply run).
    await query('SET session_replication_role = replica').catch(() => undefined);
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    // The extensions the platform's migrations create (apps/platform/src/db/pglite-db.ts `pgliteExtensions`).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    embedded = new PGlite(pglite, { extensions: { pg_trgm } });
    query = async (sql, params) => (await embedded.query(sql, params)).rows;
  }
  try {
    const counts = worldCounts(factor);
    const merchants = (await query('SELECT code FROM merchants WHERE NOT is_trial ORDER BY code')).map((r) => r.code);
    if (merchants.length === 0) throw new Error('the seed made no merchant');
    const treeMerchant = merchants[0];
    const [demo] = await query(`SELECT password_hash FROM members WHERE lower(username) = 'demo' ORDER BY id LIMIT 1`);
    if (!demo) throw new Error('the development seed has no demo member (its password is reused)');
    const methods = {};
    for (const code of merchants) {
      const [method] = await query(
        `SELECT id FROM payment_methods WHERE merchant_code = $1 ORDER BY sort, id LIMIT 1`,
        [code],
      );
      if (!method) throw new Error(`merchant ${code} has no payment method`);
      methods[code] = Number(method.id);
    }
    const categories = await query(
      `SELECT c.code, c.sort FROM game_categories c WHERE EXISTS (SELECT 1 FROM games g WHERE g.category_code = c.code AND g.play_kind <> 'lottery') ORDER BY c.sort`,
    );
    if (categories.length === 0) throw new Error('the seed made no game category');
    const [lottery] = await query(`SELECT 1 FROM games WHERE vendor_code = 'TCG_LOTTO_VN' AND game_id = 'VN_MB'`);
    if (!lottery) throw new Error('the seed has no VN_MB lottery game');
    const bases = {};
    for (const [table, column] of Object.entries(IDENTITIES)) {
      const [row] = await query(`SELECT COALESCE(max(${column}), 0) AS max FROM ${table}`);
      bases[BASE_OF[table]] = Number(row.max);
    }
    // The merchants' house accounts the ledger posts against, with their balance so far.
    for (const code of merchants) {
      for (const kind of ['cashier', 'games']) {
        await query(
          `INSERT INTO ledger_accounts (merchant_code, member_id, kind) VALUES ($1, NULL, $2) ON CONFLICT (merchant_code, kind) WHERE member_id IS NULL DO NOTHING`,
          [code, kind],
        );
      }
    }
    const before = await query(`SELECT max(id) AS max FROM ledger_accounts`);
    bases.accounts = Number(before[0].max);
    await query(`CREATE TEMP TABLE sd_house AS
      SELECT m.code AS merchant_code, g.id AS games, c.id AS cashier,
             COALESCE((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = g.id ORDER BY e.id DESC LIMIT 1), 0) AS games_opening,
             COALESCE((SELECT e.balance_after FROM ledger_entries e WHERE e.account_id = c.id ORDER BY e.id DESC LIMIT 1), 0) AS cashier_opening
        FROM merchants m
        JOIN ledger_accounts g ON g.merchant_code = m.code AND g.member_id IS NULL AND g.kind = 'games'
        JOIN ledger_accounts c ON c.merchant_code = m.code AND c.member_id IS NULL AND c.kind = 'cashier'`);

    const steps = worldSteps({
      counts,
      now: new Date().toISOString(),
      merchants,
      treeMerchant,
      passwordHash: demo.password_hash,
      methods,
      categories,
      bases,
    });
    await query('ALTER TABLE members DISABLE TRIGGER members_agent_tree_insert');
    const timings = [];
    try {
      for (const [table, sql] of steps) {
        const t0 = performance.now();
        await query(sql);
        const seconds = (performance.now() - t0) / 1000;
        timings.push({ table, seconds });
        log(`${table.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`);
      }
    } finally {
      await query('ALTER TABLE members ENABLE TRIGGER members_agent_tree_insert');
    }
    for (const [table, column] of Object.entries(IDENTITIES)) {
      await query(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT COALESCE(max(${column}), 1) FROM ${table}))`,
      );
    }
    await query('DROP TABLE sd_events, sd_bets, sd_house');
    // Vacuumed as well as analysed: autovacuum would otherwise work through the new rows while they are measured.
    const t0 = performance.now();
    await query('VACUUM (ANALYZE)');
    log(`${'(vacuum, analyze)'.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
    log(`filled factor ${factor} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { ...(await worldAccounts(query, factor)), counts, timings, merchants };
  } finally {
    if (client) await client.end();
    if (embedded) await embedded.close();
  }
}

/** The generated accounts a measurement logs in with: both agents and an ordinary member outside the trees. */
export async function worldAccounts(query, factor) {
  const counts = worldCounts(factor);
  const merchantOf = async (username) =>
    (await query('SELECT merchant_code FROM members WHERE username = $1', [username]))[0]?.merchant_code;
  const account = async (username) => {
    const merchant = await merchantOf(username);
    if (!merchant) throw new Error(`the database has no generated account ${username} (filled at another factor?)`);
    return { username, merchant };
  };
  return {
    agent: await account('sdagent'),
    fixedAgent: counts.fixedDownline > 0 ? await account('sdagentb') : undefined,
    member: await account(`sd${Math.floor(counts.members * 0.75)}`),
    password: 'Demo1234!',
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const databaseUrl = options.databaseUrl ?? (options.pglite ? undefined : process.env.DATABASE_URL || undefined);
  let server;
  let url = databaseUrl;
  if (!url && !options.pglite) {
    server = await startPostgres();
    url = server.url;
    console.log(`throw-away PostgreSQL: ${url}`);
  }
  try {
    const counts = worldCounts(options.factor);
    console.log(`factor ${options.factor}: ${JSON.stringify(counts)}`);
    const world = await fillWorld({ databaseUrl: url, pglite: options.pglite, factor: options.factor });
    console.log(
      `log in as ${world.agent.username} (agent) or ${world.member.username} (member) at ${world.member.merchant}, password ${world.password}`,
    );
  } finally {
    if (server && !options.keep) server.stop();
    else if (server) console.log(`kept: ${url}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
