import { ROLES } from 'shared-contracts';
import { exportOptions, type ExportBlock, type ExportPage } from './export-options';

const FEATURES = [ROLES.shareOfVoice, ROLES.investment, ROLES.campaign];
const ANALYST = FEATURES;
const SUPER_ADMIN = [ROLES.superAdmin, ...FEATURES];

/** Each entry's label and block, in menu order. */
function blocks(page: ExportPage, rangeDays: number, roles: readonly string[] = ANALYST) {
  return Object.fromEntries(
    exportOptions({ page, rangeDays, roles }).map((option) => [option.labelKey, option.blockedBy]),
  );
}

describe('export options (docs/product.md#exports)', () => {
  const ok = null;
  // page, days, sov (both), soi (both), campaign details, campaign details RTS
  const table: [ExportPage, number, ExportBlock, ExportBlock, ExportBlock, ExportBlock][] = [
    ['shareofvoice', 15, ok, 'investmentPage', ok, 'investmentPage'],
    ['shareofvoice', 365, ok, 'investmentPage', 'campaignDetailsRange', 'investmentPage'],
    ['spotslist', 31, ok, 'investmentPage', ok, 'investmentPage'],
    ['spotslist', 32, ok, 'investmentPage', 'campaignDetailsRange', 'investmentPage'],
    ['investment', 1, ok, 'investmentRange', ok, 'investmentRange'],
    ['investment', 14, ok, 'investmentRange', ok, 'investmentRange'],
    ['investment', 15, ok, ok, ok, ok],
    ['investment', 31, ok, ok, ok, ok],
    ['investment', 32, ok, ok, 'campaignDetailsRange', ok],
    ['investment', 365, ok, ok, 'campaignDetailsRange', ok],
  ];

  it.each(table)('on %s over %i days', (page, days, sov, soi, details, rts) => {
    expect(blocks(page, days)).toEqual({
      sovExcel: sov,
      sovPdf: sov,
      soiExcel: soi,
      soiPdf: soi,
      campaignDetailsExcel: details,
      campaignRtsExcel: rts,
    });
  });

  it('lists the same entries in the same order on every page', () => {
    const keys = (page: ExportPage) => exportOptions({ page, rangeDays: 20, roles: ANALYST }).map((o) => o.key);
    expect(keys('shareofvoice')).toEqual([
      'sov:excel',
      'sov:pdf',
      'soi:excel',
      'soi:pdf',
      'campaign_details:excel',
      'campaign_rts:excel',
    ]);
    expect(keys('investment')).toEqual(keys('shareofvoice'));
    expect(keys('spotslist')).toEqual(keys('shareofvoice'));
  });

  it("offers 'Dds Without Capture (CSV)' to super admins only, on every page and range", () => {
    for (const page of ['shareofvoice', 'investment', 'spotslist'] as const) {
      expect(blocks(page, 400, SUPER_ADMIN)).toHaveProperty('ddsWithoutCapture', null);
      expect(blocks(page, 400, ANALYST)).not.toHaveProperty('ddsWithoutCapture');
    }
    const dds = exportOptions({ page: 'spotslist', rangeDays: 15, roles: SUPER_ADMIN }).at(-1);
    expect(dds).toMatchObject({ key: 'dds', action: { kind: 'dds' } });
  });

  it('says an export the roles do not include is not part of the account, before any range rule', () => {
    expect(blocks('investment', 40, [ROLES.shareOfVoice])).toEqual({
      sovExcel: null,
      sovPdf: null,
      soiExcel: 'noAccess',
      soiPdf: 'noAccess',
      campaignDetailsExcel: 'noAccess',
      campaignRtsExcel: 'noAccess',
    });
  });

  it('asks the API for the type and format of each entry', () => {
    const actions = exportOptions({ page: 'investment', rangeDays: 20, roles: SUPER_ADMIN }).map((o) => o.action);
    expect(actions).toEqual([
      { kind: 'file', type: 'sov', format: 'excel', holding: 'first' },
      { kind: 'file', type: 'sov', format: 'pdf', holding: 'first' },
      { kind: 'file', type: 'soi', format: 'excel', holding: 'first' },
      { kind: 'file', type: 'soi', format: 'pdf', holding: 'first' },
      { kind: 'file', type: 'campaign_details', format: 'excel', holding: 'first' },
      { kind: 'file', type: 'campaign_rts', format: 'excel', holding: 'first' },
      { kind: 'dds' },
    ]);
  });

  it('adds, for a search of several countries, the same files holding every country, with the same blocks', () => {
    const options = exportOptions({ page: 'shareofvoice', rangeDays: 40, roles: SUPER_ADMIN, countryCount: 2 });
    expect(options.map((option) => [option.key, option.blockedBy])).toEqual([
      ['sov:excel', null],
      ['sov:pdf', null],
      ['soi:excel', 'investmentPage'],
      ['soi:pdf', 'investmentPage'],
      ['campaign_details:excel', 'campaignDetailsRange'],
      ['campaign_rts:excel', 'investmentPage'],
      ['sov:excel:all', null],
      ['sov:pdf:all', null],
      ['soi:excel:all', 'investmentPage'],
      ['soi:pdf:all', 'investmentPage'],
      ['campaign_details:excel:all', 'campaignDetailsRange'],
      ['campaign_rts:excel:all', 'investmentPage'],
      ['dds', null],
    ]);
    const holdings = options.map((option) => (option.action.kind === 'file' ? option.action.holding : 'mailed'));
    expect(holdings).toEqual([...Array<string>(6).fill('first'), ...Array<string>(6).fill('all'), 'mailed']);
  });

  it("offers only the first country's files for a search of one country", () => {
    const keys = exportOptions({ page: 'shareofvoice', rangeDays: 15, roles: ANALYST, countryCount: 1 }).map(
      (option) => option.key,
    );
    expect(keys.some((key) => key.endsWith(':all'))).toBe(false);
  });
});
