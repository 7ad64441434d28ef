import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './loopback-host';
import { repoRoot } from './repo-root';
import { setEnglishIssueMessages } from '../http/english-issue-messages';

/** Token used for the operator routes when not in production and OPS_TOKEN is not set. */
export const DEV_OPS_TOKEN = 'dev-ops-token';

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const portMessage = 'must be a port number from 1 to 65535';

const drawSecondsMessage = 'must be a whole number of seconds from 10 to 86400 that divides a day (e.g. 15, 60, 300)';

const limitMessage = 'must be a whole number from 1 to 1000000';
/** A per-address hourly limit. */
const limit = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(1_000_000, limitMessage)
      .default(fallback),
  );

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
      .default('development'),
  ),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: portMessage }).int(portMessage).min(1, portMessage).max(65535, portMessage).default(4200),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a PostgreSQL URL such as postgres://user:pass@host:5432/db')
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data/pglite')),
  DEFAULT_BRAND: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be a brand id such as aurora')
      .default('aurora'),
  ),
  BRANDS_DIR: z.preprocess(emptyAsUndefined, z.string().default(join(repoRoot, 'brands'))),
  BRANDS_DIST: z.preprocess(emptyAsUndefined, z.string().default(join(repoRoot, 'dist', 'brands'))),
  OPS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  ),
  ALLOW_DEV_ON_NETWORK: z.preprocess(
    emptyAsUndefined,
    z.enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' }).default('0'),
  ),
  REGISTER_LIMIT_PER_HOUR: limit(10),
  SMS_LIMIT_PER_HOUR_PER_ADDRESS: limit(20),
  TRIAL_LIMIT_PER_HOUR: limit(20),
  DEMO_POPUPS: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ),
  // Outside production only: seconds the reality check waits per chosen minute (e2e: 1 → a 15-minute check after 15 s).
  REALITY_CHECK_SECONDS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 60' })
      .int('must be a whole number from 1 to 60')
      .min(1, 'must be a whole number from 1 to 60')
      .max(60, 'must be a whole number from 1 to 60')
      .optional(),
  ),
  LOTTERY_DRAW_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: drawSecondsMessage })
      .int(drawSecondsMessage)
      .min(10, drawSecondsMessage)
      .max(86_400, drawSecondsMessage)
      .refine((seconds) => 86_400 % seconds === 0, drawSecondsMessage)
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be fatal, error, warn, info, debug, trace or silent',
      })
      .optional(),
  ),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL when set; PGlite otherwise. */
  databaseUrl: string | undefined;
  /** PGlite data folder (absolute) or `memory://`. */
  pgliteDir: string;
  defaultBrand: string;
  brandsDir: string;
  brandsDist: string;
  opsToken: string;
  /** True when the token is the development default (printed at start). */
  opsTokenIsDefault: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  limits: AccountLimits;
  /** The seed creates the demo popup announcements (DEMO_POPUPS, default true; e2e runs without them). */
  demoPopups: boolean;
  /** LOTTERY_DRAW_SECONDS: every lottery game draws at this interval instead of its own (demos, e2e). */
  lotteryDrawSeconds: number | undefined;
  /** REALITY_CHECK_SECONDS_PER_MINUTE (ignored in production, where it is always 60). */
  realityCheckSecondsPerMinute: number;
}

/** Per-address hourly limits of the account calls. */
export interface AccountLimits {
  /** Registrations per address per hour (REGISTER_LIMIT_PER_HOUR, default 10). */
  registerPerHour: number;
  /** SMS sends per address per hour (SMS_LIMIT_PER_HOUR_PER_ADDRESS, default 20). */
  smsPerHourPerAddress: number;
  /** Free-play accounts per address per hour (TRIAL_LIMIT_PER_HOUR, default 20). */
  trialPerHour: number;
}

export const defaultLimits: AccountLimits = { registerPerHour: 10, smsPerHourPerAddress: 20, trialPerHour: 20 };

/**
 * Shared state lives in PostgreSQL (DATABASE_URL): request limits included. A Redis store is not
 * part of the platform (docs/decisions/0044), so REDIS_URL is refused rather than silently ignored.
 */
export const REDIS_URL_PROBLEM =
  'REDIS_URL: not supported; with DATABASE_URL every instance counts request limits in PostgreSQL (unset REDIS_URL)';

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

const devOnNetworkProblem = (host: string) =>
  `HOST: ${JSON.stringify(host)} is reachable from the network, but development mode has the known operator token ` +
  `(${DEV_OPS_TOKEN}), the /dev routes (captcha answers, SMS and mail outboxes) and the operator's deposit confirmation: ` +
  'anyone who reaches the port could take over an account and credit money. Listen on 127.0.0.1, run production mode ' +
  '(npm run start:prod), or set ALLOW_DEV_ON_NETWORK=1 if every machine on this network is trusted';

/** What the mode requires of the rest: production needs its secret and lasting data; development stays on this machine. */
function modeProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production') {
    const allowed = e.ALLOW_DEV_ON_NETWORK === '1' || e.ALLOW_DEV_ON_NETWORK === 'true';
    return isLoopbackHost(e.HOST) || allowed ? [] : [devOnNetworkProblem(e.HOST)];
  }
  const problems: string[] = [];
  if (!e.OPS_TOKEN)
    problems.push('OPS_TOKEN: required in production (a secret of at least 12 characters for the operator routes)');
  else if (e.OPS_TOKEN === DEV_OPS_TOKEN)
    problems.push(`OPS_TOKEN: must not be the development token (${DEV_OPS_TOKEN}) in production`);
  if (!e.DATABASE_URL && e.PGLITE_DIR.startsWith('memory://')) {
    problems.push('PGLITE_DIR: production keeps its data: set DATABASE_URL or a data folder, not memory://');
  }
  return problems;
}

const absolute = (path: string, cwd: string) => (isAbsolute(path) ? path : resolve(cwd, path));

/**
 * Reads the configuration from environment variables. Never throws: a bad value gives
 * one readable line per problem, e.g. `PORT: must be a number from 1 to 65535 (got "abc")`.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): ConfigResult {
  setEnglishIssueMessages();
  const parsed = EnvSchema.safeParse(env);
  // Its value is not shown: a Redis URL may hold a password.
  const unsupported = env['REDIS_URL']?.trim() ? [REDIS_URL_PROBLEM] : [];
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = env[name];
      return `${name}: ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
    });
    return { ok: false, problems: [...problems, ...unsupported] };
  }
  if (unsupported.length > 0) return { ok: false, problems: unsupported };
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems = modeProblems(e);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      nodeEnv: e.NODE_ENV,
      production,
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      pgliteDir: e.PGLITE_DIR.startsWith('memory://') ? 'memory://' : absolute(e.PGLITE_DIR, cwd),
      defaultBrand: e.DEFAULT_BRAND,
      brandsDir: absolute(e.BRANDS_DIR, cwd),
      brandsDist: absolute(e.BRANDS_DIST, cwd),
      opsToken: e.OPS_TOKEN ?? DEV_OPS_TOKEN,
      opsTokenIsDefault: !e.OPS_TOKEN,
      trustProxy: e.TRUST_PROXY === 'true',
      // Request lines are info: shown in production, quiet in development unless asked for.
      logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
      limits: {
        registerPerHour: e.REGISTER_LIMIT_PER_HOUR,
        smsPerHourPerAddress: e.SMS_LIMIT_PER_HOUR_PER_ADDRESS,
        trialPerHour: e.TRIAL_LIMIT_PER_HOUR,
      },
      demoPopups: e.DEMO_POPUPS === 'true',
      lotteryDrawSeconds: e.LOTTERY_DRAW_SECONDS,
      realityCheckSecondsPerMinute: production ? 60 : (e.REALITY_CHECK_SECONDS_PER_MINUTE ?? 60),
    },
  };
}
