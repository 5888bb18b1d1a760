import { escapeCell } from './cell-escape';
import { renderCsv } from './csv';

describe('escapeCell (formula injection)', () => {
  test.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('%j gets a leading apostrophe', (text) => {
    expect(escapeCell(text)).toBe(`'${text}`);
  });

  test.each(['Acme', 'a=b', ' =1', '', "'quoted"])('%j stays as it is', (text) => {
    expect(escapeCell(text)).toBe(text);
  });

  test('numbers and nulls stay values, negative numbers included', () => {
    expect(escapeCell(-5)).toBe(-5);
    expect(escapeCell(null)).toBeNull();
  });
});

describe('renderCsv', () => {
  test('quotes separators, quotes and line breaks, and escapes formulas', () => {
    const bytes = renderCsv({
      name: 't',
      columns: [
        { header: 'A', width: 1 },
        { header: 'B', width: 1 },
      ],
      rows: [
        ['x,y', 'say "hi"'],
        ['=cmd|calc', 'line\nbreak'],
        [null, 3.5],
      ],
    });
    expect(Buffer.from(bytes).toString('utf8')).toBe(
      '\uFEFFA,B\r\n"x,y","say ""hi"""\r\n\'=cmd|calc,"line\nbreak"\r\n,3.5\r\n',
    );
  });
});
