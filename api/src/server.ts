import { buildApp } from './app';
import { describeDatabase, readConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { readAccountSettings } from './features/account/account-settings';
import { seedAccountContent } from './features/account/seed-account-content';
import { describeSeedReport, readMarketOptions, seedMarketIfEmpty } from './features/market-generator/seed-market';
import { readSchedulerSettings, startReportScheduler } from './features/reports/report-scheduler';
import { DEMO_USERS } from './seed/demo-accounts';
import { seedDemoUsers } from './seed/seed-demo-users';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  if (config.jwtSecretIsDevDefault) {
    console.warn('JWT_SECRET is not set: tokens are signed with the development secret. Set it outside your machine.');
  }
  const db = await openDatabase(config.database);
  await migrate(db);
  if (config.seedDemoUsers && (await seedDemoUsers(db)) > 0) {
    console.log(`Seeded demo users (see api/README.md): ${DEMO_USERS.map((user) => user.email).join(', ')}`);
  }
  // News, the welcome message and the marketing reports: product content, seeded into empty tables.
  await seedAccountContent(db);
  // The monitored market (MARKET_SPOTS, MARKET_SEED): generated into empty market tables.
  const market = await seedMarketIfEmpty(db, readMarketOptions(process.env));
  if (market) console.log(describeSeedReport(market));

  const app = buildApp({
    database: db,
    jwtSecret: config.jwtSecret,
    secureCookies: config.secureCookies,
    logger: { level: config.logLevel },
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    corsOrigins: config.corsOrigins,
  });
  await app.listen({ port: config.port, host: config.host });

  // Scheduled report e-mails and weekly alert digests (REPORT_SCHEDULER=off to disable).
  const scheduler = readSchedulerSettings(process.env);
  const stopScheduler = scheduler.enabled
    ? startReportScheduler(db, readAccountSettings(process.env).appUrl, scheduler.intervalMinutes, (error) =>
        app.log.error({ err: error }, 'Scheduled reports: the run failed'),
      )
    : () => undefined;

  // PGlite writes its folder on close: stop cleanly so the next start finds consistent data.
  const stop = async (signal: string) => {
    console.log(`${signal}: stopping the API`);
    stopScheduler();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // Since the process started, so the figure includes loading the code and the WASM.
  const seconds = process.uptime().toFixed(1);
  console.log(
    `API ready at http://${config.host}:${config.port}/api (docs /api/docs) in ${seconds} s, ${describeDatabase(config.database)}`,
  );
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
