import { toCsv, toCsvTable, toFileName } from './csv';

describe('csv', () => {
  it('writes a header and rows, quoting commas and quotes, numbers as plain numbers', () => {
    const table = toCsvTable(
      [
        { name: 'Acme, Inc.', share: 12.5, spots: 1200, viewability: null },
        { name: 'The "Best"', share: 0.25, spots: 3, viewability: 71.2 },
      ],
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'Share (%)', value: (row) => row.share },
        { header: 'Spots', value: (row) => row.spots },
        { header: 'pViewability', value: (row) => row.viewability },
      ],
    );
    expect(toCsv(table)).toBe(
      'Name,Share (%),Spots,pViewability\r\n"Acme, Inc.",12.5,1200,\r\n"The ""Best""",0.25,3,71.2',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = toCsv({ headers: ['Name'], rows: [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@sum'], ['\tTab'], [-3]] });
    expect(csv.split('\r\n')).toEqual(['Name', `"'=HYPERLINK(""x"")"`, "'+1", "'-2", "'@sum", "'\tTab", '-3']);
  });

  it('makes file names from titles', () => {
    expect(toFileName('Participação de voz – AR')).toBe('participacao-de-voz-ar');
    expect(toFileName('!!!')).toBe('chart');
  });
});
