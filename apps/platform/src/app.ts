import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AccountDeps } from './accounts/account-deps';
import { systemClock } from './db/clock';
import type { Clock } from './db/clock';
import { SealingKeys } from './accounts/sealing/sealing-keys';
import { databaseOutbox, discardingOutbox } from './accounts/sms/outbox';
import { devMailProvider, devSmsProvider } from './accounts/sms/providers';
import type { MailProvider, SmsProvider } from './accounts/sms/providers';
import type { BrandRegistry } from './brands/brand-registry';
import { fixedBrands, type BrandPickup } from './brands/brand-pickup';
import { BundleFiles } from './bundles/bundle-files';
import type { Config } from './config/config';
import type { Db } from './db/db';
import { agentRoutes } from './routes/agent-calls';
import { brandBundlesRoute } from './routes/brand-bundles';
import { contentRoutes } from './routes/content-routes';
import { cdnIconRoutes } from './routes/cdn-icons';
import { demoGameRoutes } from './routes/demo-games';
import { gameCatalogueRoutes } from './routes/game-catalogue';
import { gameLaunchRoutes } from './routes/game-launch';
import { memberGamesRoutes } from './routes/member-games';
import { CatalogueCache } from './games/catalogue-cache';
import type { RoundDraws } from './demo-vendor/demo-bets';
import { devOutboxRoutes } from './routes/dev-outbox';
import { encryptionKeyRoute } from './routes/encryption-key';
import { healthzRoute } from './routes/healthz';
import { memberInfoRoute } from './routes/member-info';
import { passwordRoutes } from './routes/password-calls';
import { protectionRoutes } from './routes/protection-calls';
import { registerRoutes } from './routes/register-calls';
import { sessionRoutes } from './routes/session-calls';
import { twoStepRoutes } from './routes/two-step-calls';
import { accountActivityRoutes } from './routes/account-activity-calls';
import { verificationRoutes } from './routes/verification-calls';
import { walletRoutes } from './routes/wallet-calls';
import { lotteryRoutes } from './routes/lottery-calls';
import { cryptoRandom } from './lottery/lottery-deps';
import type { LotteryDeps } from './lottery/lottery-deps';
import { startLotteryScheduler } from './lottery/scheduler';
import { depositRoutes } from './routes/deposit-calls';
import { memberCentreRoutes } from './routes/member-centre-calls';
import { moneyOpsRoutes } from './routes/money-ops';
import { paymentGatewayRoutes } from './routes/payment-gateway';
import { recordsRoutes } from './routes/records-calls';
import { rewardsRoutes } from './routes/rewards-calls';
import { securityRoutes } from './routes/security-calls';
import { withdrawRoutes } from './routes/withdraw-calls';
import { opsProtectionRoutes } from './routes/ops-protection';
import { opsSwitchesRoute } from './routes/ops-switches';
import { opsGamesRoute } from './routes/ops-games';
import { ChangeBus } from './changes/change-bus';
import { systemStatusRoute } from './routes/system-status';
import { StatusCache } from './status/status-cache';
import { AppError } from './http/app-error';
import { installNoStoreByDefault } from './routes/cache-policy';
import { installCallRoutes } from './routes/call-route';
import { databaseRateLimitStore } from './db/database-rate-limit-store';
import { installErrorHandling } from './http/error-handling';
import { installNulRefusal } from './http/validate';
import { setEnglishIssueMessages } from './http/english-issue-messages';

export interface AppDeps {
  config: Pick<Config, 'opsToken' | 'brandsDist' | 'trustProxy' | 'production' | 'logLevel' | 'limits'> &
    Partial<Pick<Config, 'realityCheckSecondsPerMinute'>>;
  db: Db;
  brands: BrandRegistry;
  /** Picks up brands that appear while the platform runs (main.ts); by default the registry as it is. */
  brandPickup?: BrandPickup;
  /** Fastify logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** How long a merchant's status may be served from memory (default 1 s). */
  statusCacheMs?: number;
  /** Time source of the account rules (tests move it). */
  clock?: Clock;
  /** SMS and mail providers; the development ones (log + `/dev/outbox`) by default. */
  sms?: SmsProvider;
  mail?: MailProvider;
  /** The lottery's schedule override, random source (tests) and settlement timer (off unless given). */
  lottery?: LotteryOptions;
  /** Random draws of the demo vendor's rounds (tests pass fixed ones). */
  demoDraws?: RoundDraws;
  /**
   * Where request limits are counted: `database` (shared by every instance on the database, kept
   * across restarts) is the default on PostgreSQL, `memory` (this process) on PGlite, which only one
   * process can open (docs/decisions/0044).
   */
  rateLimitStore?: 'memory' | 'database';
}

export interface LotteryOptions {
  /** LOTTERY_DRAW_SECONDS: every lottery game draws at this interval. */
  drawSeconds?: number;
  /** Settle due tickets on a timer this often (main.ts: 1 s); tests settle by calling. */
  settleEveryMs?: number;
  random?: LotteryDeps['random'];
}

/** The platform's HTTP app: `/wps` calls, operator routes, health and the brand bundles. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  setEnglishIssueMessages();
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  installErrorHandling(app);
  installNulRefusal(app);
  // Off by default; routes that need it (login, SMS, registration) set `config.rateLimit`.
  const limitStore = deps.rateLimitStore ?? (deps.db.engine === 'postgres' ? 'database' : 'memory');
  await app.register(rateLimit, {
    global: false,
    ...(limitStore === 'database' ? { store: databaseRateLimitStore(deps.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests, please try again in ${context.after}.`),
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  installNoStoreByDefault(app);

  // Per-process caches, dropped on every instance when an operator changes what they hold (docs/platform.md).
  const changes = await ChangeBus.open(deps.db);
  app.addHook('onClose', async () => changes.close());
  const cache = new StatusCache(deps.statusCacheMs ?? 1000);
  changes.subscribe('merchant-status', (code) => cache.drop(code));
  const catalogue = new CatalogueCache(deps.db);
  changes.subscribe('games', () => catalogue.invalidate());
  const accounts = accountDeps(app, deps);
  installCallRoutes(app, { sealing: accounts.keys, checkAnswers: !deps.config.production });
  healthzRoute(app, deps);
  systemStatusRoute(app, { db: deps.db, brands: deps.brands, cache });
  opsSwitchesRoute(app, { opsToken: deps.config.opsToken, changes });
  opsGamesRoute(app, { opsToken: deps.config.opsToken, changes });
  encryptionKeyRoute(app, accounts);
  sessionRoutes(app, accounts);
  accountActivityRoutes(app, accounts);
  memberInfoRoute(app, accounts);
  registerRoutes(app, accounts);
  verificationRoutes(app, accounts);
  passwordRoutes(app, accounts);
  twoStepRoutes(app, accounts);
  protectionRoutes(app, { ...accounts, realityCheckSecondsPerMinute: deps.config.realityCheckSecondsPerMinute ?? 60 });
  opsProtectionRoutes(app, { db: deps.db, opsToken: deps.config.opsToken, brands: deps.brands, clock: accounts.clock });
  walletRoutes(app, accounts);
  contentRoutes(app, accounts, deps.config.opsToken);
  const lottery: LotteryDeps = {
    db: deps.db,
    clock: accounts.clock,
    drawSecondsOverride: deps.lottery?.drawSeconds,
    random: deps.lottery?.random ?? cryptoRandom,
  };
  lotteryRoutes(app, lottery);
  if (deps.lottery?.settleEveryMs) {
    const stop = startLotteryScheduler(lottery, app.log, deps.lottery.settleEveryMs);
    app.addHook('onClose', async () => stop());
  }
  const money = { ...accounts, production: deps.config.production };
  depositRoutes(app, money);
  paymentGatewayRoutes(app, money);
  withdrawRoutes(app, money);
  recordsRoutes(app, money);
  rewardsRoutes(app, money);
  securityRoutes(app, money);
  memberCentreRoutes(app, money);
  moneyOpsRoutes(app, { ...money, opsToken: deps.config.opsToken, changes });
  agentRoutes(app, accounts);
  if (accounts.outboxes) devOutboxRoutes(app, accounts.outboxes);
  const files = new BundleFiles(deps.config.brandsDist);
  gameCatalogueRoutes(app, { db: deps.db, catalogue, brands: deps.brands });
  memberGamesRoutes(app, { accounts, catalogue });
  gameLaunchRoutes(app, { accounts, catalogue });
  cdnIconRoutes(app, { catalogue });
  demoGameRoutes(app, {
    accounts,
    catalogue,
    files,
    draws: deps.demoDraws,
    realityCheckSecondsPerMinute: deps.config.realityCheckSecondsPerMinute ?? 60,
  });
  brandBundlesRoute(app, { brands: deps.brandPickup ?? fixedBrands(deps.brands), files });
  return app;
}

function accountDeps(app: FastifyInstance, deps: AppDeps): AccountDeps {
  const outboxes = deps.config.production
    ? null
    : { sms: databaseOutbox(deps.db, 'sms'), mail: databaseOutbox(deps.db, 'mail') };
  const smsOutbox = outboxes?.sms ?? discardingOutbox;
  const mailOutbox = outboxes?.mail ?? discardingOutbox;
  const clock = deps.clock ?? systemClock;
  return {
    db: deps.db,
    brands: deps.brands,
    keys: new SealingKeys(deps.db, clock),
    sms: deps.sms ?? devSmsProvider(smsOutbox, app.log),
    mail: deps.mail ?? devMailProvider(mailOutbox, app.log),
    limits: deps.config.limits,
    clock,
    outboxes,
  };
}
