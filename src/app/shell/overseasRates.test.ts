import Papa from 'papaparse';
import { overseasRatesCsv } from './overseasRates';

const headers = { prefix: 'קידומת', operator: 'מפעיל', rate: 'תעריף' };

describe('overseas rates CSV (section 9)', () => {
  const rows = [
    { PREFIX: '972', OPERATOR_DESC: 'Israel', RATE: 0.05 },
    { PREFIX: '97250', OPERATOR_DESC: 'Israel mobile', RATE: 0.05 },
    { PREFIX: '44', OPERATOR_DESC: 'UK, Vodafone', RATE: 0.12 },
    { PREFIX: '1', OPERATOR_DESC: 'USA "all"', RATE: 0.08 },
  ];

  it('starts with the UTF-8 byte-order mark', () => {
    expect(overseasRatesCsv(rows, headers).charCodeAt(0)).toBe(0xfeff);
  });

  it('excludes prefixes starting with 972 and keeps the three columns with translated headers', () => {
    const csv = overseasRatesCsv(rows, headers).slice(1);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed).toEqual([
      ['קידומת', 'מפעיל', 'תעריף'],
      ['44', 'UK, Vodafone', '0.12'],
      ['1', 'USA "all"', '0.08'],
    ]);
  });

  it('writes an operator named like a formula as text (CSV injection), the prefix as it is', () => {
    const csv = overseasRatesCsv([{ PREFIX: '44', OPERATOR_DESC: '=cmd|" /C calc"!A0', RATE: 0.1 }], headers);
    expect(csv.split('\r\n')[1]).toBe(`44,"'=cmd|"" /C calc""!A0",0.1`);
  });

  it('writes only the headers when there is nothing overseas', () => {
    expect(overseasRatesCsv([{ PREFIX: '972', OPERATOR_DESC: 'Israel', RATE: 1 }], headers)).toMatch(/^\uFEFFקידומת,מפעיל,תעריף\s*$/);
  });
});
