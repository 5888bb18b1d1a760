import type {
  ExportFormat,
  ExportType,
  IsoDate,
  ReportFormat,
  ReportFrequency,
  SavedReportParameters,
} from 'shared-contracts';
import { canSeePage } from '../../lib/contracts';
import { exportCountries } from '../exports/export-query';
import { EXPORT_ROLE } from '../exports/export-rules';
import type { NewEmail } from '../outbox/outbox-repository';
import { reportRange, toSlashDate } from './report-rules';

/** The export each report format stands for (`GET /{type}/export/{format}`). */
const REPORT_FORMAT_EXPORTS: Readonly<Record<ReportFormat, { type: ExportType; format: ExportFormat; label: string }>> =
  {
    sov_excel: { type: 'sov', format: 'excel', label: 'Share of Voice (Excel)' },
    sov_pdf: { type: 'sov', format: 'pdf', label: 'Share of Voice (PDF)' },
    soi_excel: { type: 'soi', format: 'excel', label: 'Real-Time Spend (Excel)' },
    soi_pdf: { type: 'soi', format: 'pdf', label: 'Real-Time Spend (PDF)' },
    campaign_details_excel: { type: 'campaign_details', format: 'excel', label: 'Campaign Details (Excel)' },
    campaign_rts_excel: { type: 'campaign_rts', format: 'excel', label: 'Campaign Details RTS (Excel)' },
  };

/** The id lists of a report's search, in the order of the export query. */
const FILTER_PARAMETERS = [
  'industries',
  'advertisers',
  'publishers',
  'excludedPublishers',
  'sources',
  'categories',
  'products',
  'formats',
  'platforms',
] as const satisfies readonly (keyof SavedReportParameters)[];

/** The countries a report's export holds: its country first, then the others it was saved with. */
const reportCountries = (parameters: SavedReportParameters) =>
  exportCountries(parameters.country, parameters.countries);

/**
 * The export query of a report's search over a range: country, since, until (yyyy/MM/dd), every
 * country as repeated `countries` when it holds several (one country: the one-country export), repeated ids.
 */
export function exportQuery(
  parameters: SavedReportParameters,
  range: { startDate: IsoDate; endDate: IsoDate },
): string {
  const query = new URLSearchParams({
    country: parameters.country,
    since: toSlashDate(range.startDate),
    until: toSlashDate(range.endDate),
  });
  const countries = reportCountries(parameters);
  if (countries.length > 1) for (const country of countries) query.append('countries', country);
  for (const group of FILTER_PARAMETERS) {
    for (const id of parameters[group] ?? []) query.append(group, String(id));
  }
  return query.toString();
}

export interface DueReport {
  id: number;
  name: string;
  frequency: Exclude<ReportFrequency, 'never'>;
  formats: ReportFormat[];
  parameters: SavedReportParameters;
  userEmail: string;
  userName: string;
  userRoles: readonly string[];
}

/** The formats the user may still export (their roles may have changed since saving). */
export function deliverableFormats(report: Pick<DueReport, 'formats' | 'userRoles'>): ReportFormat[] {
  return report.formats.filter((format) => report.userRoles.includes(EXPORT_ROLE[REPORT_FORMAT_EXPORTS[format].type]));
}

/**
 * Whether the report was saved on Compare and its user may still open Compare: its e-mail then
 * links the report on Compare (docs/decisions.md#compare-beyond-the-spec).
 */
function opensCompare(report: Pick<DueReport, 'parameters' | 'userRoles'>): boolean {
  return report.parameters.compare !== undefined && canSeePage(report.userRoles, 'compare');
}

/** Whether the e-mail has anything to link: a format the user may export, or Compare. */
export function hasDeliverable(report: Pick<DueReport, 'formats' | 'parameters' | 'userRoles'>): boolean {
  return opensCompare(report) || deliverableFormats(report).length > 0;
}

/**
 * The e-mail of a scheduled report: for each format, the dashboard's export page (which mails
 * the file to the logged-in user) and the API call behind it, over the frequency's range.
 * Attaching the files themselves would use the export module instead of links. A report saved on
 * Compare links first `/dashboard/compare/{id}`, which opens it there (the server makes no compare
 * file: Compare's workbook is made in the browser); its formats are the exports of its search.
 */
export function scheduledReportEmail(report: DueReport, today: IsoDate, appUrl: string): NewEmail {
  const range = reportRange(report.frequency, today);
  const query = exportQuery(report.parameters, range);
  const { compare } = report.parameters;
  const compareLines =
    compare && opensCompare(report)
      ? [
          `- Compare, ${compare.entities.length} ${compare.dimension} side by side: ${appUrl}/dashboard/compare/${report.id}`,
          `  Opens the report on Compare, over its ${report.frequency} window ending on the day you open it.`,
        ]
      : [];
  const formats = deliverableFormats(report);
  const formatLines = formats.flatMap((format) => {
    const { type, format: fileFormat, label } = REPORT_FORMAT_EXPORTS[format];
    return [
      `- ${label}: ${appUrl}/dashboard/export/${type}/${fileFormat}?${query}`,
      `  API: /api/${type}/export/${fileFormat}?${query}`,
    ];
  });
  const lines =
    compare && formats.length > 0
      ? [
          ...compareLines,
          "The search's exports (its countries and filters; the comparison is on Compare):",
          ...formatLines,
        ]
      : [...compareLines, ...formatLines];
  return {
    to: report.userEmail,
    kind: 'scheduled-report',
    subject: `Your ${report.frequency} report "${report.name}" (${range.startDate} to ${range.endDate})`,
    body: [
      `Hello ${report.userName},`,
      '',
      `Your ${report.frequency} report "${report.name}" for ${reportCountries(report.parameters).join(', ')}, ` +
        `${range.startDate} to ${range.endDate}, is ready:`,
      ...lines,
      '',
      'You can change or stop this report from My Reports in your account.',
    ].join('\n'),
  };
}
