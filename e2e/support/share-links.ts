import { expect, type APIRequestContext } from '@playwright/test';
import { defaultDateRange, emptyFilterGroups, encodeShareLink, type ShareOfVoiceResponse } from 'shared-contracts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { bearer, tokenOf } from './new-accounts';

/** A share link's query that opens Compare on Argentina's two largest advertisers of the last 15 days. */
export async function compareLink(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, DEMO_USERS.analyst, DEMO_PASSWORD);
  const search = { countries: ['AR' as const], ...defaultDateRange(new Date().toISOString().slice(0, 10)) };
  const response = await request.post('/api/v2/sov/advertisers?snap=0&lang=en', {
    headers: bearer(token),
    data: [{ country: 'AR', since: search.startDate, until: search.endDate }],
  });
  expect(response.ok(), "Argentina's advertisers").toBe(true);
  const [argentina] = (await response.json()) as ShareOfVoiceResponse;
  const entities = (argentina?.tableData ?? []).slice(0, 2).map(({ id, label }) => ({ id, label, value: String(id) }));
  expect(entities).toHaveLength(2);
  return encodeShareLink(
    {
      ...search,
      selectedTab: 0,
      advancedFilters: emptyFilterGroups(),
      compare: { dimension: 'advertisers', entities },
    },
    { compare: true },
  );
}
