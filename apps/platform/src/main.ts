import { loadConfig } from './config/config';
import { isLoopbackHost } from './config/loopback-host';
import { describeDb } from './db/open-db';
import { buildApp } from './app';
import { createBrandPickup } from './brands/brand-pickup';
import { readBrands } from './brands/read-brands';
import { seed } from './seed/seed';
import { StartupError, prepare } from './prepare';
import { demoAccounts } from './seed/demo-accounts';

async function main(): Promise<void> {
  const started = performance.now();
  const loaded = loadConfig(process.env);
  if (!loaded.ok) {
    console.error(['Platform configuration is not valid:', ...loaded.problems.map((line) => `  - ${line}`)].join('\n'));
    process.exit(1);
  }
  const config = loaded.config;

  const prepared = await prepare(config);
  for (const line of prepared.brandWarnings) console.warn(`Brand left out: ${line}`);
  // A brand folder made while the platform runs is served at <id>.localhost once built, with its own merchants.
  const brandPickup = createBrandPickup({
    registry: prepared.brands,
    brandsDir: config.brandsDir,
    readBrands,
    prepareBrand: async (brand) => {
      await seed(prepared.db, [brand], { production: config.production, popups: config.demoPopups });
      console.log(`New brand picked up: ${brand.displayName} (merchant ${brand.merchantCode})`);
    },
  });
  const app = await buildApp({
    config,
    db: prepared.db,
    brands: prepared.brands,
    brandPickup,
    lottery: { drawSeconds: config.lotteryDrawSeconds, settleEveryMs: 1000 },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`\n${signal}: stopping the platform…`);
    await app.close().catch(() => undefined);
    await prepared.db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const local = `http://localhost:${config.port}`;
  const lines = [
    `Platform ready in ${seconds} s on http://${config.host}:${config.port} (${config.nodeEnv}, ${describeDb(config)})`,
    `Site: ${local}/m  (brand ${prepared.brands.defaultBrand.id})`,
    ...prepared.brands.brands.map(
      (brand) =>
        `  ${brand.displayName}: http://${brand.id}.localhost:${config.port}/m  (merchant ${brand.merchantCode})`,
    ),
  ];
  if (prepared.migrationsApplied.length > 0) lines.push(`Migrations applied: ${prepared.migrationsApplied.join(', ')}`);
  if (!config.production) {
    lines.push(
      `Demo accounts (every brand): ${demoAccounts.map((a) => `${a.role} ${a.username} / ${a.password}`).join(', ')}`,
    );
  }
  if (config.opsTokenIsDefault) lines.push(`Operator token (development default): ${config.opsToken}`);
  if (!config.production && !isLoopbackHost(config.host)) {
    lines.push(
      'Warning: development mode on a network address (ALLOW_DEV_ON_NETWORK): its demo helpers are open to every machine that reaches it.',
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(['The platform could not start:', ...error.lines.map((line) => `  - ${line}`)].join('\n'));
  } else {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      `The platform could not start: ${code === 'EADDRINUSE' ? 'the port is already in use (set PORT)' : (error as Error).message}`,
    );
  }
  process.exit(1);
});
