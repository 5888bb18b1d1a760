import { buildApp } from './app';
import { describeDatabase, readConfig } from './config';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './prepare-database';
import { readAccountSettings } from './features/account/account-settings';
import { readSchedulerSettings, startReportScheduler } from './features/reports/report-scheduler';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  if (config.jwtSecretIsDevDefault) {
    console.warn('JWT_SECRET is not set: tokens are signed with the development secret. Set it outside your machine.');
  }
  const db = await openDatabase(config.database);
  await prepareDatabase(db, config, process.env);

  const app = buildApp({
    database: db,
    jwtSecret: config.jwtSecret,
    secureCookies: config.secureCookies,
    logger: { level: config.logLevel },
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    loginSlowdown: { firstDelayMs: config.loginFailureDelayMs },
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    marketCache: config.marketCache,
    overload: config.overload,
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
  // Started by the suite's supervisor (an IPC channel): go when it goes, rather than hold the port.
  process.once('disconnect', () => void stop('disconnect'));

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
