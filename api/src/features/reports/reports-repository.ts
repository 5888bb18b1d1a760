import type { IsoDate, ReportFormat, ReportFrequency, SavedReport, SavedReportParameters } from 'shared-contracts';
import type { Queryable } from '../../db/database';

interface ReportRow {
  id: number;
  name: string;
  frequency: ReportFrequency;
  formats: ReportFormat[];
  enabled: boolean;
  parameters: SavedReportParameters;
  start_date: Date;
  end_date: Date;
  created_at: Date;
  modified_at: Date;
}

const COLUMNS = 'id, name, frequency, formats, enabled, parameters, start_date, end_date, created_at, modified_at';

const isoDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

function toReport(row: ReportRow): SavedReport {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    formats: row.formats,
    enabled: row.enabled,
    parameters: row.parameters,
    filters: { startDate: isoDay(row.start_date), endDate: isoDay(row.end_date) },
    dateCreated: row.created_at.toISOString(),
    lastModified: row.modified_at.toISOString(),
  };
}

export async function listReports(db: Queryable, userId: string): Promise<SavedReport[]> {
  const { rows } = await db.query<ReportRow>(`select ${COLUMNS} from saved_reports where user_id = $1 order by id`, [
    userId,
  ]);
  return rows.map(toReport);
}

/** The user's report, or null when there is none with this id or it is someone else's. */
export async function findReport(db: Queryable, userId: string, id: number): Promise<SavedReport | null> {
  const { rows } = await db.query<ReportRow>(`select ${COLUMNS} from saved_reports where id = $1 and user_id = $2`, [
    id,
    userId,
  ]);
  return rows[0] ? toReport(rows[0]) : null;
}

export interface ReportValues {
  name: string;
  frequency: ReportFrequency;
  formats: readonly ReportFormat[];
  startDate: IsoDate;
  endDate: IsoDate;
}

export async function insertReport(
  db: Queryable,
  userId: string,
  values: ReportValues & { parameters: SavedReportParameters },
): Promise<SavedReport> {
  const { rows } = await db.query<ReportRow>(
    `insert into saved_reports (user_id, name, frequency, formats, parameters, start_date, end_date)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7) returning ${COLUMNS}`,
    [
      userId,
      values.name,
      values.frequency,
      values.formats,
      JSON.stringify(values.parameters),
      values.startDate,
      values.endDate,
    ],
  );
  if (!rows[0]) throw new Error('The report insert returned no row');
  return toReport(rows[0]);
}

export async function updateReport(
  db: Queryable,
  userId: string,
  id: number,
  values: ReportValues,
): Promise<SavedReport | null> {
  const { rows } = await db.query<ReportRow>(
    `update saved_reports set name = $3, frequency = $4, formats = $5, start_date = $6, end_date = $7, modified_at = now()
     where id = $1 and user_id = $2 returning ${COLUMNS}`,
    [id, userId, values.name, values.frequency, values.formats, values.startDate, values.endDate],
  );
  return rows[0] ? toReport(rows[0]) : null;
}

export async function setReportEnabled(
  db: Queryable,
  userId: string,
  id: number,
  enabled: boolean,
): Promise<SavedReport | null> {
  const { rows } = await db.query<ReportRow>(
    `update saved_reports set enabled = $3, modified_at = now() where id = $1 and user_id = $2 returning ${COLUMNS}`,
    [id, userId, enabled],
  );
  return rows[0] ? toReport(rows[0]) : null;
}

/** Whether a report of the user was deleted. */
export async function deleteReport(db: Queryable, userId: string, id: number): Promise<boolean> {
  const { rows } = await db.query('delete from saved_reports where id = $1 and user_id = $2 returning id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}
