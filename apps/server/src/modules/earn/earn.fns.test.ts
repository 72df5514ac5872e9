import { describe, expect, it } from 'vitest';
import { daysToPay, earnTransferIds } from './earn.fns';

describe('daysToPay', () => {
  const p = { accrualStartDay: '2027-02-03', accrualEndDay: null, paidThroughDay: null };
  it('owes nothing before the start day has ended', () => {
    expect(daysToPay(p, '2027-02-03')).toEqual([]);
    expect(daysToPay(p, '2027-02-04')).toEqual(['2027-02-03']);
  });
  it('owes the days after the last paid, up to yesterday or the end', () => {
    expect(daysToPay({ ...p, paidThroughDay: '2027-02-03' }, '2027-02-07')).toEqual([
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
    ]);
    expect(daysToPay({ ...p, accrualEndDay: '2027-02-05' }, '2027-03-01')).toEqual([
      '2027-02-03',
      '2027-02-04',
    ]);
    expect(
      daysToPay({ ...p, paidThroughDay: '2027-02-04', accrualEndDay: '2027-02-05' }, '2027-03-01'),
    ).toEqual([]);
  });
  it('caps one run and names each day once in the ledger', () => {
    expect(daysToPay(p, '2030-01-01', 5)).toHaveLength(5);
    expect(earnTransferIds.interest('ep_x', '2027-02-03')).toBe('earn:int:ep_x:20270203');
  });
});
