import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { makeRedemption } from '@/test/factories';
import { CSV_COLUMNS, csvFileName, redemptionsToCsv } from './csv';

/** The one text cell a redemption with this employee name writes, read back by a CSV parser. */
function nameCell(employeeName: string): string | undefined {
  const parsed = Papa.parse<string[]>(redemptionsToCsv([makeRedemption({ employeeName })]).trim());
  return parsed.data[1]?.[2];
}

describe('formula injection', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+911234', "'+911234"],
    ['-42', "'-42"],
    ['@cmd', "'@cmd"],
    // A leading tab or carriage return is a formula trigger too.
    ['\t=1+1', "'\t=1+1"],
    ['\r=cmd|calc', "'\r=cmd|calc"],
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
  ])('prefixes a formula-like value %s with an apostrophe', (input, expected) => {
    expect(nameCell(input)).toBe(expected);
  });

  it.each([
    ['Asha Verma', 'Asha Verma'],
    [' =not first', ' =not first'],
    ['', ''],
  ])('leaves %s as plain text', (input, expected) => {
    expect(nameCell(input)).toBe(expected);
  });
});

describe('redemptionsToCsv', () => {
  it('writes a header and one escaped row per redemption', () => {
    const csv = redemptionsToCsv([
      makeRedemption({
        employeeName: '=cmd|calc',
        paidDetails: '@evil',
        status: 'paid',
        paidDate: '2025-09-05',
      }),
      makeRedemption({
        id: 'RD-EMP004-002',
        referenceId: 'RD-EMP004-002',
        employeeId: 'EMP004',
        employeeName: 'Ravi, "R"',
      }),
    ]);
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(3);
    const first = parsed.data[1] ?? [];
    expect(first[0]).toBe('RD-EMP001-001');
    expect(first[2]).toBe("'=cmd|calc");
    expect(first[4]).toBe('100');
    expect(first[6]).toBe('paid');
    expect(first[7]).toBe('3 Sept 2025');
    expect(first[8]).toBe('5 Sept 2025');
    expect(first[10]).toBe("'@evil");
    // Commas and quotes survive the round trip.
    expect(parsed.data[2]?.[2]).toBe('Ravi, "R"');
  });

  it('writes only the header for an empty list', () => {
    expect(Papa.parse<string[]>(redemptionsToCsv([]).trim()).data).toEqual([[...CSV_COLUMNS]]);
  });

  it('names the file after the tab and the day', () => {
    expect(csvFileName('paid', new Date(2025, 8, 7))).toBe('redemptions-paid-2025-09-07.csv');
  });
});

describe("the CSV's 'Paid By'", () => {
  it("signs as the screens do: 'Name (ID)', the name alone for legacy payouts", () => {
    const csv = redemptionsToCsv([
      makeRedemption({ status: 'paid', paidDate: '2025-09-05', paidBy: 'Farah Iqbal', paidById: 'FIN001' }),
      makeRedemption({ id: 'RD-EMP001-002', status: 'paid', paidDate: '2025-09-06', paidBy: 'Admin', paidById: null }),
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    const paidBy = CSV_COLUMNS.indexOf('Paid By');
    expect(rows[1]?.[paidBy]).toBe('Farah Iqbal (FIN001)');
    expect(rows[2]?.[paidBy]).toBe('Admin');
  });
});
