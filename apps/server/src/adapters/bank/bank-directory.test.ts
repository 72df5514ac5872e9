import { bankChannels, fieldShapeProblem } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { banksOf } from './bank-directory';
import { channelDescriptors } from './channels';
import { payeeFieldProblem } from './field-checks';

/** Channels whose codes are checked only together with an account number (sort code, BLZ): shape only. */
const pairedChannels = new Set(['fps', 'blz']);

describe('the sandbox bank directory', () => {
  for (const channel of bankChannels) {
    it(`${channel}: every bank's codes pass the channel's own checks`, () => {
      const descriptor = channelDescriptors().find((d) => d.channel === channel);
      if (!descriptor) throw new Error(`no descriptor for ${channel}`);
      const banks = banksOf(channel);
      expect(banks.length).toBeGreaterThan(0);
      for (const bank of banks) {
        const fields = descriptor.fields.filter((f) => Object.hasOwn(bank.fields, f.key));
        expect(fields.map((f) => f.key).sort(), bank.name).toEqual(Object.keys(bank.fields).sort());
        const only = { ...descriptor, fields: fields.map((f) => ({ ...f, required: true })) };
        const problem = pairedChannels.has(channel)
          ? fieldShapeProblem(only.fields, bank.fields)
          : payeeFieldProblem(only, bank.country, bank.fields);
        expect(problem, `${channel} ${bank.name}`).toBeUndefined();
      }
    });
  }

  it('narrows to a country, by name', () => {
    expect(banksOf('sepa', 'DE').map((b) => b.name)).toEqual(['Commerzbank', 'Deutsche Bank']);
    expect(banksOf('swift', 'SG').map((b) => b.bankCode)).toEqual(['DBSSSGSGXXX']);
    expect(banksOf('fps', 'FR')).toEqual([]);
  });
});
