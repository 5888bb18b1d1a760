import type { ReportFormat, RunSchedulesResponse, SavedReportParameters } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { PRODUCT_TIME_ZONE, ROLES, todayInProductZone } from '../../lib/contracts';
import { sendAlertDigests } from '../alerts/alert-digest';
import { enqueueEmail } from '../outbox/outbox-repository';
import { hasDeliverable, scheduledReportEmail, type DueReport } from './report-mail';

// Any constant works; replicas running the scheduler at once must share it.
const SCHEDULER_LOCK_KEY = 3100_0003;

interface DueReportRow {
  id: number;
  name: string;
  frequency: DueReport['frequency'];
  formats: ReportFormat[];
  parameters: SavedReportParameters;
  email: string;
  user_name: string;
  roles: string[];
  countries: string[];
}

/**
 * Enabled reports whose period has passed since they were last sent (or saved), by the day in
 * the product's zone: daily the next day, weekly after 7 days, monthly after a calendar month.
 * Demo accounts get none (they cannot export).
 */
async function dueReports(tx: Queryable, today: string): Promise<DueReportRow[]> {
  const { rows } = await tx.query<DueReportRow>(
    `select r.id, r.name, r.frequency, r.formats, r.parameters, u.email, u.name as user_name, u.roles, u.countries
     from saved_reports r join users u on u.id = r.user_id,
          lateral (select (coalesce(r.last_sent_at, r.created_at) at time zone $2)::date as base) since
     where r.enabled and not ($3 = any (u.roles)) and case r.frequency
       when 'daily' then since.base < $1::date
       when 'weekly' then since.base <= $1::date - 7
       when 'monthly' then since.base <= ($1::date - interval '1 month')::date
       else false end
     order by r.id
     for update of r skip locked`,
    [today, PRODUCT_TIME_ZONE, ROLES.demo],
  );
  return rows;
}

/** The report's search without the countries the user may no longer see (its first country is checked apart). */
function withAllowedCountries(parameters: SavedReportParameters, allowed: readonly string[]): SavedReportParameters {
  return { ...parameters, countries: parameters.countries.filter((country) => allowed.includes(country)) };
}

async function sendDueReports(tx: Queryable, now: Date, today: string, appUrl: string): Promise<number> {
  let sent = 0;
  for (const row of await dueReports(tx, today)) {
    const report: DueReport = {
      id: row.id,
      name: row.name,
      frequency: row.frequency,
      formats: row.formats,
      parameters: withAllowedCountries(row.parameters, row.countries),
      userEmail: row.email,
      userName: row.user_name,
      userRoles: row.roles,
    };
    // Access may have changed since saving: no e-mail when the report's country or every format (and,
    // saved on Compare, Compare) is no longer allowed; the other countries the user lost are left out of the links.
    if (!row.countries.includes(row.parameters.country) || !hasDeliverable(report)) continue;
    await enqueueEmail(tx, scheduledReportEmail(report, today, appUrl));
    await tx.query('update saved_reports set last_sent_at = $2 where id = $1', [row.id, now]);
    sent += 1;
  }
  return sent;
}

/**
 * One run of the scheduler at `now`: writes the due reports' e-mails and the weekly alert
 * digests to the outbox. Safe with several replicas: a run that finds another one under way
 * does nothing.
 */
export async function runScheduledReports(db: Database, now: Date, appUrl: string): Promise<RunSchedulesResponse> {
  const today = todayInProductZone(now);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      SCHEDULER_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return { reports: 0, alertDigests: 0 };
    const reports = await sendDueReports(tx, now, today, appUrl);
    const alertDigests = await sendAlertDigests(tx, now, today, appUrl);
    return { reports, alertDigests };
  });
}

export interface SchedulerSettings {
  enabled: boolean;
  intervalMinutes: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** REPORT_SCHEDULER=off disables the timer; REPORT_SCHEDULER_INTERVAL_MINUTES sets its period (15). */
export function readSchedulerSettings(env: Env): SchedulerSettings {
  const raw = env.REPORT_SCHEDULER_INTERVAL_MINUTES;
  const intervalMinutes = raw ? Number(raw) : 15;
  if (!Number.isInteger(intervalMinutes) || intervalMinutes <= 0) {
    throw new Error(`REPORT_SCHEDULER_INTERVAL_MINUTES must be a positive integer, got "${raw}"`);
  }
  return { enabled: env.REPORT_SCHEDULER !== 'off', intervalMinutes };
}

/**
 * Runs the scheduler every `intervalMinutes` (first run one interval after start). Returns the
 * function that stops it. A failed run is reported and the next one tries again.
 */
export function startReportScheduler(
  db: Database,
  appUrl: string,
  intervalMinutes: number,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledReports(db, new Date(), appUrl)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMinutes * 60_000);
  // The timer alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
