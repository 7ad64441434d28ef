// The set-based SQL that writes the generated world into the platform's own tables (after its migrations and
// seed): members and the agent tree, games, wallets and the ledger, bets and lottery tickets, deposit and
// withdrawal orders, bank cards and sessions. Every row is shaped like the platform writes it (same columns,
// references, ledger transactions of two entries summing to zero, running balances per account).
import { BETS_PER_MEMBER, EVENTS_PER_MEMBER, GAMES_PER_VENDOR, TEAM_BLOCK } from './figures.mjs';

const ADJECTIVES = [
  'golden',
  'lucky',
  'mighty',
  'royal',
  'wild',
  'magic',
  'jade',
  'silver',
  'crystal',
  'fire',
  'ocean',
  'thunder',
  'dragon',
  'jungle',
  'star',
  'moon',
  'sun',
  'ruby',
  'fortune',
  'neon',
];
const NOUNS = [
  'dragon',
  'tiger',
  'panda',
  'phoenix',
  'temple',
  'fruits',
  'gems',
  'empire',
  'treasure',
  'koi',
  'lion',
  'wolf',
  'queen',
  'king',
  'pirates',
  'safari',
  'carnival',
  'rush',
  'spins',
  'riches',
];

const sqlList = (words) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

/**
 * The steps, in order: [table, sql]. Placeholders of the context are inlined as numbers or quoted codes the
 * script read from the database itself; nothing comes from outside.
 * @param {object} c context: counts, now (ISO), merchants, treeMerchant, passwordHash, methods, categories, bases
 */
export function worldSteps(c) {
  const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
  const merchants = `ARRAY[${c.merchants.map(q).join(',')}]::text[]`;
  const n = c.counts.members;
  const d = c.counts.downline;
  const b = c.bases;
  const now = `${q(c.now)}::timestamptz`;
  const span = `interval '180 days'`;
  // Member i (1..n): the agent trees first (each an agent, then blocks of a sub-agent and its players), the rest
  // spread over the merchants. Tree A's downline grows with the factor, tree B's stays the same.
  const f = c.counts.fixedDownline;
  const trees = [{ root: 1, size: d, name: 'sdagent' }, ...(f > 0 ? [{ root: d + 2, size: f, name: 'sdagentb' }] : [])];
  const treeEnd = trees.at(-1).root + trees.at(-1).size;
  const inTree = (t) => `(i > ${t.root} AND i <= ${t.root + t.size})`;
  const subOf = (t) => `(${inTree(t)} AND (i - ${t.root + 1}) % ${TEAM_BLOCK} = 0)`;
  const isRoot = trees.map((t) => `i = ${t.root}`).join(' OR ');
  const isSub = trees.map(subOf).join(' OR ');
  const referrer = `CASE ${trees.map((t) => `WHEN ${subOf(t)} THEN ${b.members} + ${t.root} WHEN ${inTree(t)} THEN ${b.members} + ${t.root + 1} + ((i - ${t.root + 1}) / ${TEAM_BLOCK}) * ${TEAM_BLOCK}`).join(' ')} END`;
  const memberMerchant = `CASE WHEN i <= ${treeEnd} THEN ${q(c.treeMerchant)} ELSE (${merchants})[1 + (i % ${c.merchants.length})] END`;
  const regDate = `(${now} - ${span} + interval '170 days' * ((i - 1)::float8 / ${n}))`;
  const categories = `ARRAY[${c.categories.map((x) => q(x.code)).join(',')}]::text[]`;
  const categorySorts = `ARRAY[${c.categories.map((x) => Number(x.sort)).join(',')}]::int[]`;
  const nc = c.categories.length;
  const depositMethods = `ARRAY[${c.merchants.map((m) => Number(c.methods[m])).join(',')}]::int[]`;
  return [
    [
      'members',
      `
      INSERT INTO members (id, merchant_code, username, password_hash, type, nickname, reg_date, referrer_id, affiliate_code, icon, agent_rebate_bp, register_method, register_ip)
      OVERRIDING SYSTEM VALUE
      SELECT ${b.members} + i, ${memberMerchant},
             CASE ${trees.map((t) => `WHEN i = ${t.root} THEN '${t.name}'`).join(' ')} ELSE 'sd' || i END,
             ${q(c.passwordHash)},
             CASE WHEN ${isRoot} OR ${isSub} THEN 1 ELSE 0 END,
             '', ${regDate},
             ${referrer},
             CASE WHEN ${isRoot} OR ${isSub} THEN 'SD' || i END,
             1 + i % 8,
             CASE WHEN ${isRoot} THEN 200 WHEN ${isSub} THEN 150 WHEN i <= ${treeEnd} THEN 100 ELSE 0 END,
             'username', '10.' || (i / 65536) % 256 || '.' || (i / 256) % 256 || '.' || i % 256
        FROM generate_series(1, ${n}) AS i`,
    ],
    [
      'agent_tree',
      `
      INSERT INTO agent_tree (ancestor_id, descendant_id, depth)
      SELECT ${b.members} + i, ${b.members} + i, 0 FROM generate_series(1, ${n}) AS i
      ${trees
        .map(
          (t) => `UNION ALL
      SELECT ${b.members} + ${t.root}, ${b.members} + i, CASE WHEN ${subOf(t)} THEN 1 ELSE 2 END FROM generate_series(${t.root + 1}, ${t.root + t.size}) AS i
      UNION ALL
      SELECT ${b.members} + ${t.root + 1} + ((i - ${t.root + 1}) / ${TEAM_BLOCK}) * ${TEAM_BLOCK}, ${b.members} + i, 1
        FROM generate_series(${t.root + 1}, ${t.root + t.size}) AS i WHERE NOT ${subOf(t)}`,
        )
        .join('\n      ')}`,
    ],
    [
      'game_vendors',
      `
      INSERT INTO game_vendors (code, account_type_name, colour, sort)
      SELECT 'SD' || lpad(v::text, 4, '0'), 'Studio ' || v, '#' || substr(md5(v::text), 1, 6), 1000 + v
        FROM generate_series(1, ${c.counts.vendors}) AS v`,
    ],
    [
      'game_vendor_categories',
      `
      INSERT INTO game_vendor_categories (vendor_code, category_code, sort)
      SELECT 'SD' || lpad(v::text, 4, '0'), (${categories})[1 + (v - 1) % ${nc}], 100 + (v - 1) / ${nc}
        FROM generate_series(1, ${c.counts.vendors}) AS v`,
    ],
    [
      'games',
      `
      INSERT INTO games (node_id, vendor_code, category_code, game_id, game_name, is_new, classify, min_bet_cents, max_bet_cents, min_line,
                         play_kind, sort, search_text, list_order)
      OVERRIDING SYSTEM VALUE
      SELECT ${b.games} + g, 'SD' || lpad(v::text, 4, '0'), (${categories})[1 + (v - 1) % ${nc}], 'g' || g, name, g % 17 = 0,
             (ARRAY['JP','SC','VP','TG','AC'])[1 + g % 5], (ARRAY[10, 50, 100, 500])[1 + g % 4], 1000000, 1 + (g % 3) * 4,
             'slot', (g - 1) % ${GAMES_PER_VENDOR}, lower(name),
             (${categorySorts})[1 + (v - 1) % ${nc}] * 1000000 + (100 + (v - 1) / ${nc}) * 10000 + (g - 1) % ${GAMES_PER_VENDOR}
        FROM (SELECT g, (g - 1) / ${GAMES_PER_VENDOR} + 1 AS v,
                     initcap((${sqlList(ADJECTIVES)})[1 + g % 20] || ' ' || (${sqlList(NOUNS)})[1 + (g / 20) % 20]) || ' ' || g AS name
                FROM generate_series(1, ${c.counts.games}) AS g) s`,
    ],
    [
      'ledger_accounts',
      `
      INSERT INTO ledger_accounts (id, merchant_code, member_id, kind, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${b.accounts} + i + CASE WHEN k = 'held' THEN ${n} ELSE 0 END, m.merchant_code, m.id, k, m.reg_date
        FROM generate_series(1, ${n}) AS i JOIN members m ON m.id = ${b.members} + i CROSS JOIN (VALUES ('main'), ('held')) AS kinds(k)`,
    ],
    // One row per ledger transaction of every generated member, with its time, amount and what it belongs to.
    [
      '(events, temporary)',
      `
      CREATE TEMP TABLE sd_events AS
      SELECT i, k, ${b.members} + i AS member_id, m.merchant_code,
             ${b.transactions} + (i - 1) * ${EVENTS_PER_MEMBER} + k + 1 AS tx_id,
             kind,
             CASE kind WHEN 'deposit' THEN 50000 + (i % 5) * 10000
                       WHEN 'bet' THEN 2 * (50 + (i * 7 + k * 13) % 450)
                       WHEN 'win' THEN (50 + (i * 7 + (k - 1) * 13) % 450) * ((i + k) % 4 + 1)
                       ELSE 10000 END::bigint AS amount,
             CASE WHEN kind IN ('bet', 'win') THEN ${b.bets} + (i - 1) * ${BETS_PER_MEMBER} + (CASE WHEN kind = 'bet' THEN k ELSE k - 1 END - 1) / 2 + 1 END AS bet_id,
             CASE WHEN kind = 'deposit' THEN ${b.deposits} + (i - 1) * 3 + k / 8 + 1 END AS deposit_id,
             m.reg_date + (${now} - interval '1 hour' - m.reg_date) * (CASE WHEN kind IN ('win', 'withdrawal_paid') THEN k - 1 ELSE k END + 1) / ${EVENTS_PER_MEMBER + 1}
               + CASE WHEN kind IN ('win', 'withdrawal_paid') THEN interval '5 minutes' ELSE interval '0' END AS at,
             m.reg_date + (${now} - interval '1 hour' - m.reg_date) * 24 / ${EVENTS_PER_MEMBER + 1} AS hold_at
        FROM generate_series(1, ${n}) AS i
        JOIN members m ON m.id = ${b.members} + i
       CROSS JOIN generate_series(0, ${EVENTS_PER_MEMBER - 1}) AS k
       CROSS JOIN LATERAL (SELECT CASE WHEN k IN (0, 8, 16) THEN 'deposit' WHEN k = 23 THEN 'withdrawal_hold' WHEN k = 24 THEN 'withdrawal_paid'
                                       WHEN k % 2 = 1 THEN 'bet' ELSE 'win' END AS kind) kk`,
    ],
    [
      'games played (events, temporary)',
      `
      CREATE TEMP TABLE sd_bets AS
      SELECT e.bet_id, e.i, e.k, e.member_id, e.merchant_code, e.amount AS stake, e.at AS placed_at,
             COALESCE(w.amount, 0) AS payout, e.at + interval '5 minutes' AS settled_at,
             (e.k = 21) AS slot
        FROM sd_events e LEFT JOIN sd_events w ON w.i = e.i AND w.k = e.k + 1 AND w.kind = 'win'
       WHERE e.kind = 'bet'`,
    ],
    [
      'game_bets',
      `
      INSERT INTO game_bets (id, merchant_code, member_id, vassalage, game_type, game_id, game_name, round_ref, stake_cents, payout_cents, status, placed_at, settled_at, detail)
      OVERRIDING SYSTEM VALUE
      SELECT s.bet_id, s.merchant_code, s.member_id,
             CASE WHEN s.slot THEN g.vendor_code ELSE 'TCG_LOTTO_VN' END,
             CASE WHEN s.slot THEN g.category_code ELSE 'LOTT' END,
             CASE WHEN s.slot THEN g.game_id ELSE 'VN_MB' END,
             CASE WHEN s.slot THEN g.game_name ELSE 'Vietnam North' END,
             CASE WHEN s.slot THEN 'R' ELSE 'L' END || s.bet_id,
             s.stake, s.payout, 'settled', s.placed_at, s.settled_at, '{}'::jsonb
        FROM sd_bets s LEFT JOIN games g ON s.slot AND g.node_id = ${b.games} + 1 + (s.i * 31) % ${c.counts.games}`,
    ],
    [
      'lottery_orders',
      `
      INSERT INTO lottery_orders (bet_id, member_id, request_id, game_id, numero, play_type, prize_mode, close_at, draw_at)
      SELECT bet_id, member_id, 'sd-' || k, 'VN_MB',
             to_char(to_timestamp((draw - 1) * 300) AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad((((draw - 1) * 300 % 86400) / 300 + 1)::text, 4, '0'),
             'trad', 'Lott', to_timestamp(draw * 300) - interval '30 seconds', to_timestamp(draw * 300)
        FROM (SELECT bet_id, member_id, k, floor((extract(epoch FROM placed_at) + 30) / 300)::bigint + 1 AS draw FROM sd_bets WHERE NOT slot) s`,
    ],
    [
      'deposit_orders',
      `
      INSERT INTO deposit_orders (id, order_no, merchant_code, member_id, method_id, amount_cents, status, created_at, decided_at)
      OVERRIDING SYSTEM VALUE
      SELECT deposit_id, 'D' || to_char(at AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(deposit_id::text, 12, '0'), merchant_code, member_id,
             (${depositMethods})[array_position(${merchants}, merchant_code)], amount, 'confirmed', at - interval '2 minutes', at
        FROM sd_events WHERE kind = 'deposit'`,
    ],
    [
      'bank_cards',
      `
      INSERT INTO bank_cards (id, merchant_code, member_id, bank_name, card_number, holder_name, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${b.cards} + i, m.merchant_code, m.id, 'Demo Bank', (4000000000000 + i)::text, m.username, m.reg_date + interval '1 day'
        FROM generate_series(1, ${n}) AS i JOIN members m ON m.id = ${b.members} + i`,
    ],
    [
      'withdrawal_orders',
      `
      INSERT INTO withdrawal_orders (id, order_no, merchant_code, member_id, bank_card_id, amount_cents, status, created_at, decided_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${b.withdrawals} + i, 'W' || to_char(hold_at AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad((${b.withdrawals} + i)::text, 12, '0'),
             merchant_code, member_id, ${b.cards} + i, amount, 'approved', hold_at, at
        FROM sd_events WHERE kind = 'withdrawal_paid'`,
    ],
    [
      'ledger_transactions',
      `
      INSERT INTO ledger_transactions (id, merchant_code, kind, reference, memo, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT tx_id, merchant_code, kind,
             CASE kind WHEN 'deposit' THEN 'deposit:D' || to_char(at AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad(deposit_id::text, 12, '0')
                       WHEN 'bet' THEN 'bet:' || bet_id WHEN 'win' THEN 'win:' || bet_id
                       ELSE 'withdrawal:W' || to_char(hold_at AT TIME ZONE 'UTC', 'YYYYMMDD') || lpad((${b.withdrawals} + i)::text, 12, '0') END,
             '{}'::jsonb, at
        FROM sd_events`,
    ],
    // Two entries per transaction, in the platform's posting order; each account's balance runs over its entries by id.
    [
      'ledger_entries',
      `
      INSERT INTO ledger_entries (id, transaction_id, account_id, amount_cents, balance_after, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT id, tx_id, account_id, amount, opening + sum(amount) OVER (PARTITION BY account_id ORDER BY id), at
        FROM (
          SELECT ${b.entries} + 2 * (e.tx_id - ${b.transactions}) - 1 + p.n AS id, e.tx_id, e.at,
                 CASE WHEN p.n = 0 THEN
                        CASE WHEN e.kind = 'withdrawal_paid' THEN ${b.accounts} + ${n} + e.i ELSE ${b.accounts} + e.i END
                      ELSE
                        CASE e.kind WHEN 'withdrawal_hold' THEN ${b.accounts} + ${n} + e.i
                                    WHEN 'bet' THEN h.games WHEN 'win' THEN h.games ELSE h.cashier END
                 END AS account_id,
                 CASE WHEN (p.n = 0) = (e.kind IN ('deposit', 'win')) THEN e.amount ELSE -e.amount END AS amount,
                 CASE WHEN p.n = 0 OR e.kind = 'withdrawal_hold' THEN 0 WHEN e.kind IN ('bet', 'win') THEN h.games_opening ELSE h.cashier_opening END AS opening
            FROM sd_events e
            JOIN sd_house h ON h.merchant_code = e.merchant_code
           CROSS JOIN (VALUES (0), (1)) AS p(n)
        ) x`,
    ],
    [
      'sessions',
      `
      INSERT INTO sessions (token_hash, member_id, remember, created_at, last_seen_at, idle_expires_at, absolute_expires_at, ip, device)
      SELECT md5('sd-session-' || tx_id) || md5('sd-token-' || tx_id), member_id, false, at, at + interval '20 minutes',
             at + interval '50 minutes', at + interval '12 hours', '10.0.' || (i / 256) % 256 || '.' || i % 256, 'Chrome · Android'
        FROM sd_events WHERE k IN (1, 9, 17)`,
    ],
  ];
}
