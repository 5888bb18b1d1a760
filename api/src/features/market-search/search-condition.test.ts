import { spotCondition, spotsWhere, SqlParams } from './search-condition';

const search = {
  country: 'AR',
  since: '2025-01-01',
  until: '2025-01-31',
  filters: { advertisers: [3, 4], excludedPublishers: [9] },
};

describe('the spots condition of a market search', () => {
  test('numbers its placeholders after the caller’s own parameters', () => {
    const condition = spotCondition(search, 's', 2);
    expect(condition.sql).toBe(
      's.country_code = $3 and s.date between $4::date and $5::date and s.advertiser_id = any($6::int[]) and not (s.publisher_id = any($7::int[]))',
    );
    expect(condition.params).toEqual(['AR', '2025-01-01', '2025-01-31', [3, 4], [9]]);
  });

  test('reads another day range on the unaliased table when asked', () => {
    const params = new SqlParams();
    expect(spotsWhere({ ...search, filters: {} }, params, { since: '2025-01-10', until: '2025-01-12' })).toBe(
      'country_code = $1 and date between $2::date and $3::date',
    );
    expect(params.values).toEqual(['AR', '2025-01-10', '2025-01-12']);
  });
});
