import { toCsv } from 'shared-ui';
import { toTableCsv } from './table-csv';

const ROWS = [
  { id: 1, label: 'Acme, Inc.', viewability: 61.5, percentage: 40.25, total: 120, amount: 1500.5 },
  { id: 2, label: '=cmd', viewability: null, percentage: 9.75, total: 30, amount: 0 },
];

describe('snapshot table CSV', () => {
  it('has the columns Name, pViewability, SOV (%), Spots, SOI ($) and neutralises formulas', () => {
    expect(toCsv(toTableCsv(ROWS, true)).split('\r\n')).toEqual([
      'Name,pViewability,SOV (%),Spots,SOI ($)',
      '"Acme, Inc.",61.5,40.25,120,1500.5',
      "'=cmd,,9.75,30,0",
    ]);
  });

  it('has no SOI ($) column for a plan without Real-Time Spend', () => {
    const withoutAmounts = ROWS.map(({ amount: _amount, ...row }) => row);
    expect(toCsv(toTableCsv(withoutAmounts, false)).split('\r\n')).toEqual([
      'Name,pViewability,SOV (%),Spots',
      '"Acme, Inc.",61.5,40.25,120',
      "'=cmd,,9.75,30",
    ]);
  });
});
