import { describe, expect, it } from 'vitest';
import { makeLedgerEntry } from '@/test/factories';
import { statementLines } from './statement';

describe('statementLines', () => {
  it('says a large adjustment was approved by a second admin, with no claim link', () => {
    const [line] = statementLines(
      [
        makeLedgerEntry({
          id: 'adjustment-3',
          type: 'adjustment',
          points: 800,
          balanceAfter: 850,
          sourceRef: 'Xa1b2c3',
          reason: 'Quarterly award',
          createdBy: 'ADM002',
        }),
      ],
      () => undefined,
    );
    expect(line?.refersTo).toBe('Approved by a second admin: Quarterly award');
    expect(line?.ref).toBeNull();
  });

  const names: Record<string, string> = { EMP002: 'Irfan Shaikh', FIN001: 'Farah Finance' };
  const nameOf = (id: string) => names[id];

  it('labels every type, signs the amount, and names who made it as Name (ID)', () => {
    const lines = statementLines(
      [
        makeLedgerEntry({
          id: 'adjustment-1',
          type: 'adjustment',
          points: -100,
          balanceAfter: 150,
          sourceRef: 'EMP002-003',
          reason: 'Approved by mistake',
          createdBy: 'ADM001',
        }),
        makeLedgerEntry({
          id: 'cancel-RD-EMP002-002',
          type: 'cancel',
          points: 250,
          balanceAfter: 250,
          sourceRef: 'RD-EMP002-002',
          createdBy: 'EMP002',
        }),
        makeLedgerEntry({
          id: 'refund-RD-EMP002-001',
          type: 'refund',
          points: 100,
          balanceAfter: 100,
          sourceRef: 'RD-EMP002-001',
          createdBy: 'FIN001',
        }),
        makeLedgerEntry({
          id: 'redemption-RD-EMP002-001',
          type: 'redeemed',
          points: -100,
          balanceAfter: 0,
          sourceRef: 'RD-EMP002-001',
          createdBy: 'EMP002',
        }),
        makeLedgerEntry({
          id: 'claim-EMP002-001',
          type: 'earned',
          points: 50,
          balanceAfter: 100,
          sourceRef: 'EMP002-001',
          createdBy: 'MGR001',
        }),
        makeLedgerEntry({
          id: 'adjustment-2',
          type: 'adjustment',
          points: 25,
          balanceAfter: 50,
          sourceRef: '',
          reason: 'Spot award',
          createdBy: 'ADM001',
        }),
        makeLedgerEntry({ createdBy: 'EMP002' }),
      ],
      nameOf,
    );
    expect(lines.map((l) => [l.type, l.amount, l.balance, l.refersTo, l.by])).toEqual([
      ['Adjustment', '-100', 150, 'Reversal of claim EMP002-003: Approved by mistake', 'ADM001'],
      ['Cancelled', '+250', 250, 'Redemption RD-EMP002-002 cancelled', 'Irfan Shaikh (EMP002)'],
      ['Refund', '+100', 100, 'Redemption RD-EMP002-001 declined', 'Farah Finance (FIN001)'],
      ['Redeemed', '-100', 0, 'Redemption RD-EMP002-001', 'Irfan Shaikh (EMP002)'],
      ['Earned', '+50', 100, 'Claim EMP002-001 approved', 'MGR001'],
      ['Adjustment', '+25', 50, 'Spot award', 'ADM001'],
      ['Opening', '+50', 50, 'Account opened', 'Irfan Shaikh (EMP002)'],
    ]);
    expect(lines[0]?.ref).toEqual({ kind: 'claim', id: 'EMP002-003' });
    expect(lines[1]?.ref).toEqual({ kind: 'redemption', id: 'RD-EMP002-002' });
    expect(lines[5]?.ref).toBeNull();
    expect(lines[6]?.ref).toBeNull();
  });

  it("names the maker from the entry's stored name, for a viewer who cannot read their profile", () => {
    const lines = statementLines(
      [
        makeLedgerEntry({ type: 'refund', createdBy: 'FIN001', createdByName: 'Fiona Finance' }),
        makeLedgerEntry({ type: 'adjustment', createdBy: 'ADM001', createdByName: 'Asha Admin' }),
        makeLedgerEntry({ type: 'earned', createdBy: 'MGR001', createdByName: '' }),
        makeLedgerEntry({ type: 'earned', createdBy: 'MGR002', createdByName: null }),
        makeLedgerEntry({ createdBy: '', createdByName: null }),
      ],
      () => undefined,
    );
    expect(lines.map((l) => l.by)).toEqual([
      'Fiona Finance (FIN001)',
      'Asha Admin (ADM001)',
      'MGR001',
      'MGR002',
      'N/A',
    ]);
  });

  it("prefers the stored name to the screen's, and falls back to the screen's for legacy entries", () => {
    const lines = statementLines(
      [
        makeLedgerEntry({ createdBy: 'EMP002', createdByName: 'Irfan S.' }),
        makeLedgerEntry({ createdBy: 'EMP002', createdByName: null }),
      ],
      nameOf,
    );
    expect(lines.map((l) => l.by)).toEqual(['Irfan S. (EMP002)', 'Irfan Shaikh (EMP002)']);
  });
});
