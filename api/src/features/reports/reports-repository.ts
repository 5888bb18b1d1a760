import type {
  FilterGroup,
  FilterGroups,
  FilterItem,
  IsoDate,
  ReportFormat,
  ReportFrequency,
  SavedReport,
  SavedReportParameters,
  SavedReportSearch,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { FILTER_GROUPS } from '../../lib/contracts';
import { FILTER_GROUP_COLUMNS } from '../market-search/search-condition';

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

/** The names of a filter group's ids (the chips' and Compare's), by id; an id whose row is gone has none. */
export async function namesById(
  db: Queryable,
  group: FilterGroup,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { table } = FILTER_GROUP_COLUMNS[group];
  const { rows } = await db.query<{ id: number; name: string }>(
    `select id, name from ${table} where id = any($1::int[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Ids as the chips show them: each with its name, or its number when its row is gone. */
async function namedItems(db: Queryable, group: FilterGroup, ids: readonly number[]): Promise<FilterItem[]> {
  const names = await namesById(db, group, ids);
  return ids.map((id) => ({ id, label: names.get(id) ?? String(id), value: String(id) }));
}

/**
 * The search `report` opens, each filter id with its name (the chips show names), and for a
 * compare report what it compares, named the same way. An id whose row is gone keeps its number
 * as the name rather than disappearing from the search.
 */
export async function reportSearch(db: Queryable, report: SavedReport): Promise<SavedReportSearch> {
  const filters = Object.fromEntries(FILTER_GROUPS.map((group) => [group, [] as FilterItem[]])) as FilterGroups;
  for (const group of FILTER_GROUPS) {
    const ids = report.parameters[group] ?? [];
    if (ids.length > 0) filters[group] = await namedItems(db, group, ids);
  }
  const { compare } = report.parameters;
  return {
    id: report.id,
    name: report.name,
    frequency: report.frequency,
    countries: report.parameters.countries.length > 0 ? report.parameters.countries : [report.parameters.country],
    startDate: report.filters.startDate,
    endDate: report.filters.endDate,
    filters,
    page: report.parameters.page,
    ...(compare
      ? {
          compare: {
            dimension: compare.dimension,
            entities: await namedItems(db, compare.dimension, compare.entities),
          },
        }
      : {}),
  };
}
