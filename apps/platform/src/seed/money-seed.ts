import type { BrandConfig } from '@wl/brand/schema';
import { HOUR, MINUTE, at } from '../db/clock';
import { randomToken } from '../accounts/secret-token';
import type { Db, Queryable } from '../db/db';
import { postTransactionIn } from '../wallet/ledger';
import type { AccountRef as LedgerAccount } from '../wallet/ledger';
import { backdateTransaction } from './backdate';
import { seededHistoryTime } from './history-time';
import { hashPassword } from '../accounts/password-hash';

/**
 * The money side of the demo world (docs/decisions/0018-money-flows.md): per merchant its money
 * settings, payment methods, claimable promotions, VIP levels and rebate rates; the security
 * questions; and outside production the demo member's payee name, payment password, bound card and
 * a short history of deposits and withdrawals whose money nets to zero (the opening balance stays).
 * Like the rest of the seed it only creates what is missing.
 */

/** The demo member's payment password (README, docs/platform.md). */
export const DEMO_PAYMENT_PASSWORD = '135790';
export const DEMO_CARD_NUMBER = '4111222233334444';

type Texts = Record<'EN' | 'PT' | 'TY', string>;

interface MethodPlan {
  code: string;
  kind: 'bank' | 'ewallet' | 'gateway';
  name: string;
  minCents: number;
  maxCents: number;
  receiving: { bankName: string; accountName: string; accountNumber: string } | null;
  gateway: string | null;
  sort: number;
}

interface PromotionPlan {
  code: string;
  category: 'reward' | 'mission' | 'deposit';
  period: 'once' | 'daily' | 'per_friend';
  requirement: 'none' | 'deposit_total' | 'turnover' | 'bet_count' | 'friend_deposit';
  threshold: number;
  rewardCents: number;
  percentBps: number;
  maxRewardCents: number;
  promoKey: 'REFERRAL' | 'MISSION' | null;
  title: Texts;
  description: Texts;
  sort: number;
}

/** Banks and e-wallets by the brand's phone region (the country it serves). */
const banksByRegion: Record<string, string[]> = {
  PH: [
    'BDO Unibank',
    'Bank of the Philippine Islands',
    'Metrobank',
    'Land Bank',
    'Security Bank',
    'UnionBank',
    'GCash',
    'Maya',
  ],
  BR: [
    'Banco do Brasil',
    'Itaú Unibanco',
    'Bradesco',
    'Caixa Econômica Federal',
    'Santander Brasil',
    'Nubank',
    'Inter',
  ],
};
const defaultBanks = ['Bank transfer', 'E-wallet'];

function methods(brand: BrandConfig, production: boolean): MethodPlan[] {
  const br = brand.accounts.phoneRegion === 'BR';
  const list: MethodPlan[] = [
    {
      code: 'BANK',
      kind: 'bank',
      name: br ? 'Transferência bancária' : 'Bank transfer',
      minCents: 10_000,
      maxCents: 5_000_000,
      receiving: {
        bankName: br ? 'Banco do Brasil' : 'BDO Unibank',
        accountName: `${brand.displayName} Payments`,
        accountNumber: br ? '0001 12345-6' : '0012 3456 7890',
      },
      gateway: null,
      sort: 1,
    },
    {
      code: 'EWALLET',
      kind: 'ewallet',
      name: br ? 'PIX' : 'GCash',
      minCents: 5_000,
      maxCents: 2_000_000,
      receiving: {
        bankName: br ? 'PIX' : 'GCash',
        accountName: `${brand.displayName} Payments`,
        accountNumber: br ? 'pagamentos@example.com' : '0917 000 1234',
      },
      gateway: null,
      sort: 2,
    },
  ];
  // The demo gateway runs outside production only (a real gateway is plugged in by the operator).
  if (!production) {
    list.unshift({
      code: 'DEMOPAY',
      kind: 'gateway',
      name: 'Demo Pay',
      minCents: 10_000,
      maxCents: 10_000_000,
      receiving: null,
      gateway: 'demo',
      sort: 0,
    });
  }
  return list;
}

const t = (EN: string, PT: string, TY: string): Texts => ({ EN, PT, TY });

const promotions: PromotionPlan[] = [
  {
    code: 'WELCOME',
    category: 'reward',
    period: 'once',
    requirement: 'none',
    threshold: 0,
    rewardCents: 888,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: null,
    title: t('Welcome gift', 'Presente de boas-vindas', 'Regalong pambungad'),
    description: t(
      'A small gift to start with. Claim it once.',
      'Um pequeno presente para começar. Resgate uma vez.',
      'Isang maliit na regalo para makapagsimula. Makukuha nang isang beses.',
    ),
    sort: 1,
  },
  {
    code: 'FIRSTDEP',
    category: 'reward',
    period: 'once',
    requirement: 'deposit_total',
    threshold: 10_000,
    rewardCents: 1_800,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: null,
    title: t('First deposit reward', 'Recompensa do primeiro depósito', 'Gantimpala sa unang deposito'),
    description: t(
      'Deposit 100.00 or more in total to unlock.',
      'Deposite 100,00 ou mais no total para desbloquear.',
      'Magdeposito ng kabuuang 100.00 o higit pa para ma-unlock.',
    ),
    sort: 2,
  },
  {
    code: 'DAILYCHECKIN',
    category: 'reward',
    period: 'daily',
    requirement: 'none',
    threshold: 0,
    rewardCents: 100,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: null,
    title: t('Daily check-in', 'Check-in diário', 'Araw-araw na check-in'),
    description: t(
      'Come back every day and claim a bonus.',
      'Volte todos os dias e resgate um bônus.',
      'Bumalik araw-araw at kunin ang bonus.',
    ),
    sort: 3,
  },
  {
    code: 'REFERRAL',
    category: 'reward',
    period: 'per_friend',
    requirement: 'friend_deposit',
    threshold: 10_000,
    rewardCents: 5_000,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: 'REFERRAL',
    title: t('Invite friends', 'Convide amigos', 'Mag-imbita ng kaibigan'),
    description: t(
      'For every friend who signs up with your link and deposits 100.00 or more.',
      'Para cada amigo que se cadastrar com seu link e depositar 100,00 ou mais.',
      'Para sa bawat kaibigang magpaparehistro gamit ang iyong link at magdedeposito ng 100.00 o higit pa.',
    ),
    sort: 4,
  },
  {
    code: 'MISSIONBET',
    category: 'mission',
    period: 'daily',
    requirement: 'turnover',
    threshold: 50_000,
    rewardCents: 500,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: 'MISSION',
    title: t('Bet 500.00 today', 'Aposte 500,00 hoje', 'Tumaya ng 500.00 ngayong araw'),
    description: t(
      'Settled bets of today count.',
      'Contam as apostas liquidadas de hoje.',
      'Binibilang ang mga naayos na taya ngayong araw.',
    ),
    sort: 1,
  },
  {
    code: 'MISSIONROUNDS',
    category: 'mission',
    period: 'daily',
    requirement: 'bet_count',
    threshold: 10,
    rewardCents: 300,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: 'MISSION',
    title: t('Play 10 rounds today', 'Jogue 10 rodadas hoje', 'Maglaro ng 10 round ngayong araw'),
    description: t('Any game counts.', 'Qualquer jogo conta.', 'Binibilang ang kahit anong laro.'),
    sort: 2,
  },
  {
    code: 'MISSIONDEPOSIT',
    category: 'mission',
    period: 'daily',
    requirement: 'deposit_total',
    threshold: 20_000,
    rewardCents: 1_000,
    percentBps: 0,
    maxRewardCents: 0,
    promoKey: 'MISSION',
    title: t('Deposit 200.00 today', 'Deposite 200,00 hoje', 'Magdeposito ng 200.00 ngayong araw'),
    description: t(
      'Confirmed deposits of today count.',
      'Contam os depósitos confirmados de hoje.',
      'Binibilang ang mga kumpirmadong deposito ngayong araw.',
    ),
    sort: 3,
  },
  {
    code: 'DEPOSIT10',
    category: 'deposit',
    period: 'once',
    requirement: 'none',
    threshold: 10_000,
    rewardCents: 0,
    percentBps: 1_000,
    maxRewardCents: 50_000,
    promoKey: null,
    title: t('10% deposit bonus', 'Bônus de 10% no depósito', '10% bonus sa deposito'),
    description: t(
      'Once: 10% of a deposit of 100.00 or more, up to 500.00.',
      'Uma vez: 10% de um depósito de 100,00 ou mais, até 500,00.',
      'Isang beses: 10% ng depositong 100.00 o higit pa, hanggang 500.00.',
    ),
    sort: 1,
  },
  {
    code: 'RELOAD5',
    category: 'deposit',
    period: 'daily',
    requirement: 'none',
    threshold: 5_000,
    rewardCents: 0,
    percentBps: 500,
    maxRewardCents: 10_000,
    promoKey: null,
    title: t('Daily reload 5%', 'Recarga diária de 5%', 'Araw-araw na reload 5%'),
    description: t(
      'Once a day: 5% of a deposit of 50.00 or more, up to 100.00.',
      'Uma vez por dia: 5% de um depósito de 50,00 ou mais, até 100,00.',
      'Isang beses kada araw: 5% ng depositong 50.00 o higit pa, hanggang 100.00.',
    ),
    sort: 2,
  },
];

/** VIP ladder by lifetime turnover: withdrawals a day, daily cap, rebate bonus. */
const vipLevels = [
  {
    level: 0,
    name: 'VIP0',
    minTurnoverCents: 0,
    withdrawDailyCount: 3,
    withdrawDailyMaxCents: 5_000_000,
    rebateBonusBps: 0,
  },
  {
    level: 1,
    name: 'VIP1',
    minTurnoverCents: 100_000,
    withdrawDailyCount: 5,
    withdrawDailyMaxCents: 10_000_000,
    rebateBonusBps: 5,
  },
  {
    level: 2,
    name: 'VIP2',
    minTurnoverCents: 1_000_000,
    withdrawDailyCount: 8,
    withdrawDailyMaxCents: 20_000_000,
    rebateBonusBps: 10,
  },
  {
    level: 3,
    name: 'VIP3',
    minTurnoverCents: 5_000_000,
    withdrawDailyCount: 10,
    withdrawDailyMaxCents: 50_000_000,
    rebateBonusBps: 15,
  },
  {
    level: 4,
    name: 'VIP4',
    minTurnoverCents: 20_000_000,
    withdrawDailyCount: 15,
    withdrawDailyMaxCents: 100_000_000,
    rebateBonusBps: 20,
  },
  {
    level: 5,
    name: 'VIP5',
    minTurnoverCents: 100_000_000,
    withdrawDailyCount: 20,
    withdrawDailyMaxCents: 200_000_000,
    rebateBonusBps: 30,
  },
];

/** The demo credit a new trial account of a trial merchant gets (merchant_money_settings.trial_credit_cents). */
export const TRIAL_CREDIT_CENTS = 200_000;

/** Rebate rates per game type, basis points of turnover. */
const rebateRates: Record<string, number> = {
  LIVE: 50,
  RNG: 80,
  FISH: 80,
  PVP: 60,
  SPORTS: 50,
  ESPORTS: 50,
  COCKFIGHT: 40,
  LOTT: 30,
  ELOTT: 30,
};

/** Security questions offered; the texts are in the packs (member.security.questions.<key>). */
export const securityQuestions = [
  'firstPet',
  'birthCity',
  'firstSchool',
  'childhoodFriend',
  'favouriteFood',
  'motherMaidenName',
] as const;

async function seedMerchantMoney(tx: Queryable, code: string, brand: BrandConfig, production: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO merchant_money_settings (merchant_code, banks) VALUES ($1, $2::jsonb) ON CONFLICT (merchant_code) DO NOTHING`,
    [code, JSON.stringify(banksByRegion[brand.accounts.phoneRegion] ?? defaultBanks)],
  );
  for (const m of methods(brand, production)) {
    await tx.query(
      `INSERT INTO payment_methods (merchant_code, code, kind, name, min_cents, max_cents, receiving, gateway, secret, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [
        code,
        m.code,
        m.kind,
        m.name,
        m.minCents,
        m.maxCents,
        m.receiving ? JSON.stringify(m.receiving) : null,
        m.gateway,
        m.gateway ? randomToken() : null,
        m.sort,
      ],
    );
  }
  for (const p of promotions) {
    await tx.query(
      `INSERT INTO reward_promotions (merchant_code, code, category, period, requirement, threshold, reward_cents, percent_bps, max_reward_cents,
                               promo_key, title, description, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13) ON CONFLICT (merchant_code, code) DO NOTHING`,
      [
        code,
        p.code,
        p.category,
        p.period,
        p.requirement,
        p.threshold,
        p.rewardCents,
        p.percentBps,
        p.maxRewardCents,
        p.promoKey,
        JSON.stringify(p.title),
        JSON.stringify(p.description),
        p.sort,
      ],
    );
  }
  for (const v of vipLevels) {
    await tx.query(
      `INSERT INTO vip_levels (merchant_code, level, name, min_turnover_cents, withdraw_daily_count, withdraw_daily_max_cents, rebate_bonus_bps)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (merchant_code, level) DO NOTHING`,
      [code, v.level, v.name, v.minTurnoverCents, v.withdrawDailyCount, v.withdrawDailyMaxCents, v.rebateBonusBps],
    );
  }
  for (const [gameType, rateBps] of Object.entries(rebateRates)) {
    await tx.query(
      'INSERT INTO rebate_rates (merchant_code, game_type, rate_bps) VALUES ($1, $2, $3) ON CONFLICT (merchant_code, game_type) DO NOTHING',
      [code, gameType, rateBps],
    );
  }
}

/**
 * The demo member's money set-up and history, once: a payee name, the payment password, a bound card;
 * a confirmed deposit of 500.00, an approved withdrawal of 500.00, a rejected one of 200.00 (returned),
 * a deposit awaiting transfer and a failed one. The money of the history nets to zero.
 */
async function seedDemoHistory(
  db: Db,
  merchantCode: string,
  paymentHash: () => Promise<string>,
  now: number,
): Promise<void> {
  const [demo] = await db.query<{ id: number }>(
    "SELECT m.id FROM members m WHERE m.merchant_code = $1 AND lower(m.username) = 'demo' AND NOT EXISTS (SELECT 1 FROM deposit_orders d WHERE d.member_id = m.id)",
    [merchantCode],
  );
  if (!demo) return;
  const hash = await paymentHash();
  await db.transaction(async (tx) => {
    const [already] = await tx.query('SELECT 1 FROM deposit_orders WHERE member_id = $1 LIMIT 1', [demo.id]);
    if (already) return;
    await tx.query(
      "UPDATE members SET payee_name = COALESCE(payee_name, 'Demo Player'), payment_password_hash = COALESCE(payment_password_hash, $2) WHERE id = $1",
      [demo.id, hash],
    );
    const [card] = await tx.query<{ id: number }>(
      `INSERT INTO bank_cards (merchant_code, member_id, bank_name, card_number, holder_name)
       SELECT $1, $2, (SELECT banks->>0 FROM merchant_money_settings WHERE merchant_code = $1), $3, 'Demo Player'
       ON CONFLICT (member_id, card_number) WHERE removed_at IS NULL DO NOTHING RETURNING id`,
      [merchantCode, demo.id, DEMO_CARD_NUMBER],
    );
    const [bank] = await tx.query<{ id: number }>(
      "SELECT id FROM payment_methods WHERE merchant_code = $1 AND code = 'BANK'",
      [merchantCode],
    );
    if (!card || !bank) return;
    const tag = `DEMO${String(demo.id).padStart(6, '0')}`;
    const daysAgo = (days: number) => seededHistoryTime(now, days);
    const deposit = async (suffix: string, cents: number, status: string, createdAt: number) => {
      await tx.query(
        `INSERT INTO deposit_orders (order_no, merchant_code, member_id, method_id, amount_cents, payer_name, status, created_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, 'Demo Player', $6, $7::timestamptz, $8::timestamptz)`,
        [
          `D${tag}${suffix}`,
          merchantCode,
          demo.id,
          bank.id,
          cents,
          status,
          at(createdAt),
          status === 'pending' ? null : at(createdAt + 10 * MINUTE),
        ],
      );
    };
    // Each movement carries the time of the order it records (posted in time order, so balances follow the dates).
    const move = async (
      kind: string,
      reference: string,
      from: LedgerAccount,
      to: LedgerAccount,
      cents: number,
      when: number,
    ) => {
      const posted = await postTransactionIn(tx, {
        merchantCode,
        kind,
        reference,
        memo: { demo: true },
        postings: [
          { account: from, amountCents: -cents },
          { account: to, amountCents: cents },
        ],
      });
      await backdateTransaction(tx, posted.id, when);
    };
    const main = { memberId: demo.id, kind: 'main' as const };
    const held = { memberId: demo.id, kind: 'held' as const };
    await deposit('1', 50_000, 'confirmed', daysAgo(3));
    await move('deposit', `deposit:D${tag}1`, { house: 'cashier' }, main, 50_000, daysAgo(3) + 10 * MINUTE);
    await deposit('2', 30_000, 'pending', now);
    await deposit('3', 10_000, 'failed', daysAgo(2));
    const withdrawal = async (suffix: string, cents: number, status: 'approved' | 'rejected', createdAt: number) => {
      const orderNo = `W${tag}${suffix}`;
      await tx.query(
        `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, bank_card_id, amount_cents, status, reason, created_at, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz)`,
        [
          orderNo,
          merchantCode,
          demo.id,
          card.id,
          cents,
          status,
          status === 'rejected' ? 'The name on the card did not match.' : null,
          at(createdAt),
          at(createdAt + HOUR),
        ],
      );
      await move('withdrawal_hold', `withdrawal:${orderNo}`, main, held, cents, createdAt);
      if (status === 'approved')
        await move('withdrawal_paid', `withdrawal:${orderNo}`, held, { house: 'cashier' }, cents, createdAt + HOUR);
      else await move('withdrawal_refund', `withdrawal:${orderNo}`, held, main, cents, createdAt + HOUR);
    };
    await withdrawal('1', 50_000, 'approved', daysAgo(2));
    await withdrawal('2', 20_000, 'rejected', daysAgo(1));
  });
}

/**
 * Seeds the money side for the brands' merchants. Trial merchants get settings only, with the trial
 * credit set once (an operator's later value stays).
 */
export async function seedMoney(
  db: Db,
  brands: readonly BrandConfig[],
  options: { production: boolean },
  now: number = Date.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [sort, key] of securityQuestions.entries()) {
      await tx.query('INSERT INTO security_questions (id, key, sort) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        sort + 1,
        key,
        sort,
      ]);
    }
    for (const brand of brands) {
      await seedMerchantMoney(tx, brand.merchantCode, brand, options.production);
      await tx.query(
        `INSERT INTO merchant_money_settings (merchant_code, trial_credit_cents) VALUES ($1, $2)
         ON CONFLICT (merchant_code) DO UPDATE SET trial_credit_cents = EXCLUDED.trial_credit_cents
          WHERE merchant_money_settings.trial_credit_cents IS NULL`,
        [brand.trialMerchantCode, TRIAL_CREDIT_CENTS],
      );
    }
  });
  if (options.production) return;
  // Hashed at most once per start, and only when a demo member still needs it.
  let hash: Promise<string> | undefined;
  const paymentHash = () => (hash ??= hashPassword(DEMO_PAYMENT_PASSWORD));
  for (const brand of brands) await seedDemoHistory(db, brand.merchantCode, paymentHash, now);
}
