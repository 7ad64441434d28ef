import { join } from 'node:path';
import { DEV_OPS_TOKEN, loadConfig } from './config';

const cwd = '/srv/wl';

describe('platform configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const result = loadConfig({}, cwd);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      nodeEnv: 'development',
      production: false,
      port: 4200,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: join(cwd, 'data/pglite'),
      defaultBrand: 'aurora',
      opsToken: DEV_OPS_TOKEN,
      opsTokenIsDefault: true,
      trustProxy: false,
      logLevel: 'warn',
      limits: { registerPerHour: 10, smsPerHourPerAddress: 20, trialPerHour: 20 },
    });
    expect(result.config.brandsDist.endsWith(join('dist', 'brands'))).toBe(true);
  });

  it.each([
    ['PORT', { PORT: '8080' }, { port: 8080 }],
    ['HOST', { HOST: '::1' }, { host: '::1' }],
    [
      'HOST on the network in production',
      { NODE_ENV: 'production', OPS_TOKEN: 'a-long-operator-secret', HOST: '0.0.0.0' },
      { host: '0.0.0.0' },
    ],
    [
      'HOST on the network in development when allowed',
      { HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: '1' },
      { host: '0.0.0.0', production: false },
    ],
    [
      'HOST on the network in test mode when allowed',
      { NODE_ENV: 'test', HOST: '192.168.1.20', ALLOW_DEV_ON_NETWORK: 'true' },
      { host: '192.168.1.20' },
    ],
    [
      'production on PostgreSQL with an in-memory PGLITE_DIR left over',
      {
        NODE_ENV: 'production',
        OPS_TOKEN: 'a-long-operator-secret',
        DATABASE_URL: 'postgres://u:p@db:5432/wl',
        PGLITE_DIR: 'memory://',
      },
      { databaseUrl: 'postgres://u:p@db:5432/wl' },
    ],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://u:p@db:5432/wl' }, { databaseUrl: 'postgres://u:p@db:5432/wl' }],
    ['empty DATABASE_URL means PGlite', { DATABASE_URL: '' }, { databaseUrl: undefined }],
    ['PGLITE_DIR relative', { PGLITE_DIR: 'var/db' }, { pgliteDir: join(cwd, 'var/db') }],
    ['PGLITE_DIR in memory', { PGLITE_DIR: 'memory://' }, { pgliteDir: 'memory://' }],
    ['DEFAULT_BRAND', { DEFAULT_BRAND: 'rio' }, { defaultBrand: 'rio' }],
    ['BRANDS_DIST absolute', { BRANDS_DIST: '/var/www/brands' }, { brandsDist: '/var/www/brands' }],
    [
      'OPS_TOKEN',
      { OPS_TOKEN: 'a-long-operator-secret' },
      { opsToken: 'a-long-operator-secret', opsTokenIsDefault: false },
    ],
    [
      'production',
      { NODE_ENV: 'production', OPS_TOKEN: 'a-long-operator-secret' },
      { production: true, logLevel: 'info' },
    ],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }, { trustProxy: true }],
    [
      'the per-address limits',
      { REGISTER_LIMIT_PER_HOUR: '500', SMS_LIMIT_PER_HOUR_PER_ADDRESS: '600', TRIAL_LIMIT_PER_HOUR: '700' },
      { limits: { registerPerHour: 500, smsPerHourPerAddress: 600, trialPerHour: 700 } },
    ],
    ['the lottery draw interval', { LOTTERY_DRAW_SECONDS: '15' }, { lotteryDrawSeconds: 15 }],
    ['no lottery override by default', {}, { lotteryDrawSeconds: undefined }],
    [
      'a shortened reality check outside production',
      { REALITY_CHECK_SECONDS_PER_MINUTE: '1' },
      { realityCheckSecondsPerMinute: 1 },
    ],
    ['full reality-check minutes by default', {}, { realityCheckSecondsPerMinute: 60 }],
    [
      'full reality-check minutes in production whatever the setting',
      { NODE_ENV: 'production', OPS_TOKEN: 'a-long-operator-secret', REALITY_CHECK_SECONDS_PER_MINUTE: '1' },
      { realityCheckSecondsPerMinute: 60 },
    ],
  ])('reads %s', (_name, env, expected) => {
    const result = loadConfig(env, cwd);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 1 to 65535 (got "70000")'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: must be development, test or production (got "staging")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a PostgreSQL URL'],
    [{ DEFAULT_BRAND: 'Rio!' }, 'DEFAULT_BRAND: must be a brand id such as aurora'],
    [{ NODE_ENV: 'production' }, 'OPS_TOKEN: required in production'],
    [
      { NODE_ENV: 'production', OPS_TOKEN: 'dev-ops-token' },
      'OPS_TOKEN: must not be the development token (dev-ops-token) in production',
    ],
    [
      { NODE_ENV: 'production', OPS_TOKEN: 'a-long-operator-secret', PGLITE_DIR: 'memory://' },
      'PGLITE_DIR: production keeps its data',
    ],
    [
      { HOST: '0.0.0.0' },
      'HOST: "0.0.0.0" is reachable from the network, but development mode has the known operator token',
    ],
    [{ NODE_ENV: 'test', HOST: '192.168.1.20' }, 'HOST: "192.168.1.20" is reachable from the network'],
    [{ HOST: '::', ALLOW_DEV_ON_NETWORK: '0' }, 'HOST: "::" is reachable from the network'],
    [{ ALLOW_DEV_ON_NETWORK: 'yes' }, 'ALLOW_DEV_ON_NETWORK: must be 1 or 0'],
    [{ OPS_TOKEN: 'short' }, 'OPS_TOKEN: must be at least 12 characters'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true or false'],
    [{ REGISTER_LIMIT_PER_HOUR: '0' }, 'REGISTER_LIMIT_PER_HOUR: must be a whole number from 1 to 1000000'],
    [
      { SMS_LIMIT_PER_HOUR_PER_ADDRESS: 'many' },
      'SMS_LIMIT_PER_HOUR_PER_ADDRESS: must be a whole number from 1 to 1000000',
    ],
    [{ TRIAL_LIMIT_PER_HOUR: '2.5' }, 'TRIAL_LIMIT_PER_HOUR: must be a whole number from 1 to 1000000'],
    [
      { LOTTERY_DRAW_SECONDS: '7' },
      'LOTTERY_DRAW_SECONDS: must be a whole number of seconds from 10 to 86400 that divides a day',
    ],
    [
      { LOTTERY_DRAW_SECONDS: '5' },
      'LOTTERY_DRAW_SECONDS: must be a whole number of seconds from 10 to 86400 that divides a day',
    ],
    [
      { LOTTERY_DRAW_SECONDS: 'fast' },
      'LOTTERY_DRAW_SECONDS: must be a whole number of seconds from 10 to 86400 that divides a day',
    ],
    [
      { REDIS_URL: 'redis://cache:6379' },
      'REDIS_URL: not supported; with DATABASE_URL every instance counts request limits in PostgreSQL',
    ],
    [{ REDIS_URL: 'redis://cache:6379', PORT: 'x' }, 'REDIS_URL: not supported'],
  ])('rejects %j with a readable line', (env, line) => {
    const result = loadConfig(env, cwd);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.some((p) => p.startsWith(line))).toBe(true);
  });

  it('never shows the REDIS_URL it refuses (it may hold a password)', () => {
    const result = loadConfig({ REDIS_URL: 'redis://:s3cret@cache:6379' }, cwd);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).not.toContain('s3cret');
  });

  it('takes an empty REDIS_URL as not set', () => {
    expect(loadConfig({ REDIS_URL: '' }, cwd).ok).toBe(true);
  });

  it('lists every problem at once', () => {
    const result = loadConfig({ PORT: 'x', NODE_ENV: 'y', TRUST_PROXY: 'z' }, cwd);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.split(':')[0])).toEqual(['NODE_ENV', 'PORT', 'TRUST_PROXY']);
  });
});
