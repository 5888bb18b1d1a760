import { exportOptions, isSameOriginHref } from './export-options';

function blocks(page: 'shareofvoice' | 'investment', days: number) {
  return exportOptions(page, days).map((option) => [option.labelKey, option.blockedBy]);
}

describe('export options', () => {
  it('offers Share of Voice Excel and PDF on its page, whatever the range', () => {
    expect(blocks('shareofvoice', 365)).toEqual([
      ['sovExcel', null],
      ['sovPdf', null],
    ]);
  });

  it('needs 15 days or more for investment exports and at most 31 for Campaign Details', () => {
    expect(blocks('investment', 14)).toEqual([
      ['soiExcel', 'investmentRange'],
      ['soiPdf', 'investmentRange'],
      ['campaignDetailsExcel', null],
    ]);
    expect(blocks('investment', 15)).toEqual([
      ['soiExcel', null],
      ['soiPdf', null],
      ['campaignDetailsExcel', null],
    ]);
    expect(blocks('investment', 32)[2]).toEqual(['campaignDetailsExcel', 'campaignDetailsRange']);
    expect(blocks('investment', 31)[2]).toEqual(['campaignDetailsExcel', null]);
  });

  it('opens only links on this site', () => {
    expect(isSameOriginHref('/api/files/sov.xlsx', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSameOriginHref('http://127.0.0.1:3000/api/files/sov.xlsx', 'http://127.0.0.1:3000')).toBe(true);
    expect(isSameOriginHref('https://evil.example/x', 'http://127.0.0.1:3000')).toBe(false);
    expect(isSameOriginHref('javascript:alert(1)', 'http://127.0.0.1:3000')).toBe(false);
  });
});
