import { describe, expect, it } from 'vitest';
import { readSpreadsheetCsv, toSpreadsheetCsv } from './spreadsheet';

const DANGEROUS = ['=HYPERLINK("http://evil.example","Klick")', '+49 170 1234567', '-1+2', '@SUM(A1)', '\tTab', '\rCR'];

describe('a CSV for spreadsheets', () => {
  it('puts an apostrophe before text that a spreadsheet would run as a formula', () => {
    const csv = toSpreadsheetCsv(
      ['text'],
      [...DANGEROUS, "'=schon markiert"].map((text) => [text]),
    );
    const cells = readSpreadsheetCsv(csv).map((record) => record.text);
    expect(cells).toEqual([...DANGEROUS, "'=schon markiert"]);
    const written = csv.split(/\r?\n/).slice(1, -1);
    expect(written.slice(0, 4)).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""Klick"")"',
      "'+49 170 1234567",
      "'-1+2",
      "'@SUM(A1)",
    ]);
    expect(csv).toContain("''=schon markiert");
  });

  it('leaves numbers, negative numbers and durations as they are', () => {
    const csv = toSpreadsheetCsv(
      ['n', 'text', 'duration', 'empty'],
      [
        [-3, '-3', '-1:30', null],
        [2.5, '+1,5', '12:05', undefined],
      ],
    );
    expect(csv).toBe('\uFEFFn,text,duration,empty\n-3,-3,-1:30,\n2.5,"+1,5",12:05,\n');
  });

  it('reads semicolon-separated files with a byte-order mark, columns by lower-cased name', () => {
    const records = readSpreadsheetCsv('\uFEFF Date ;Remarks\n2024-07-01;"a; b"\n\n2024-07-02;\'-x');
    expect(records).toEqual([
      { date: '2024-07-01', remarks: 'a; b' },
      { date: '2024-07-02', remarks: '-x' },
    ]);
  });

  it('keeps an apostrophe a person wrote before ordinary text', () => {
    expect(readSpreadsheetCsv("remarks\n'90er Jahre")).toEqual([{ remarks: "'90er Jahre" }]);
  });
});
