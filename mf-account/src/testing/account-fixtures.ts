import type { Alert, SavedReport, UserMessage } from 'shared-contracts';

export function savedReport(patch: Partial<SavedReport> = {}): SavedReport {
  return {
    id: 1,
    name: 'Weekly SOV',
    frequency: 'weekly',
    formats: ['sov_excel', 'sov_pdf'],
    enabled: true,
    parameters: { country: 'AR', page: '1', countries: ['AR'] },
    filters: { startDate: '2024-06-01', endDate: '2024-06-16' },
    dateCreated: '2024-06-01T00:00:00.000Z',
    lastModified: '2024-06-01T00:00:00.000Z',
    ...patch,
  };
}

export function alertOf(id: number, name: string, advertisers: string[] = ['Acme']): Alert {
  return {
    id,
    name,
    advertisers: advertisers.map((label, index) => ({ id: id * 10 + index, label, value: String(id * 10 + index) })),
  };
}

export function message(patch: Partial<UserMessage> = {}): UserMessage {
  return {
    id: 1,
    name: 'Welcome',
    createdAt: '2024-06-01T15:05:00.000Z',
    html: '<p><strong>Welcome</strong> to the dashboard</p>',
    enabled: true,
    ...patch,
  };
}
