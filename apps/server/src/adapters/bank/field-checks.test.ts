import type { BankChannel } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { badShapes, libraryRefusals, validPayees } from '../../../test/bank-field-examples';
import { channelDescriptor, channelDescriptors } from './channels';
import { payeeFieldProblem } from './field-checks';

/**
 * For every channel (generated from its descriptor, so a new channel or field without examples
 * fails here): a payee with every field is accepted; each field refuses a value of the wrong
 * shape, and (where a bank library checks it) a well-shaped value the library refuses, under its
 * own name; a required field left out is named too.
 */
describe('the channels of the bank-rails adapter', () => {
  it('describe every currency with its local channel first and SWIFT last', () => {
    expect(channelDescriptors('GBP').map((d) => d.channel)).toEqual(['fps', 'swift']);
    expect(channelDescriptor('GBP', 'sepa')).toBeUndefined();
    expect(channelDescriptors().length).toBeGreaterThan(10);
  });

  for (const [channel, c] of Object.entries(validPayees) as [
    BankChannel,
    (typeof validPayees)[BankChannel],
  ][]) {
    const descriptor = channelDescriptor(c.currency, channel);
    it(`${channel}: a valid and an invalid example of every field, each refused under its name`, () => {
      if (!descriptor) throw new Error(`no ${channel} for ${c.currency}`);
      expect(Object.keys(c.fields).sort(), `${channel}: an example of every field`).toEqual(
        descriptor.fields.map((f) => f.key).sort(),
      );
      expect(payeeFieldProblem(descriptor, c.country, c.fields)).toBeUndefined();
      for (const f of descriptor.fields) {
        const without = Object.fromEntries(Object.entries(c.fields).filter(([k]) => k !== f.key));
        expect(payeeFieldProblem(descriptor, c.country, without)?.key, `${channel} without ${f.key}`).toBe(
          f.required ? f.key : undefined,
        );
        for (const bad of [badShapes[f.kind], libraryRefusals[f.kind]].filter((v) => v !== undefined))
          expect(
            payeeFieldProblem(descriptor, c.country, { ...c.fields, [f.key]: bad })?.key,
            `${channel}.${f.key}=${bad}`,
          ).toBe(f.key);
      }
    });
  }

  it('checks the fields that go together: a UK account of another sort code, a German account of another bank', () => {
    const fps = channelDescriptor('GBP', 'fps');
    const blz = channelDescriptor('EUR', 'blz');
    if (!fps || !blz) throw new Error('channels missing');
    const ukOther = { ...validPayees.fps.fields, account_number: '66374959' };
    expect(payeeFieldProblem(fps, 'GB', ukOther)?.key).toBe('account_number');
    expect(
      payeeFieldProblem(blz, 'DE', { ...validPayees.blz.fields, account_number: '12345678901' })?.key,
    ).toBe('account_number');
  });

  it('refuses a country the channel does not reach, and a GB IBAN whose sort code and account do not match', () => {
    const fps = channelDescriptor('GBP', 'fps');
    const sepa = channelDescriptor('EUR', 'sepa');
    if (!fps || !sepa) throw new Error('channels missing');
    expect(payeeFieldProblem(fps, 'IE', validPayees.fps.fields)?.key).toBe('country');
    expect(payeeFieldProblem(sepa, 'FR', validPayees.sepa.fields)?.key).toBe('iban');
    const gbSepa = { ...sepa, countries: ['GB'] };
    // ibantools alone passes this IBAN (research: its GB modulus is not checked).
    expect(payeeFieldProblem(gbSepa, 'GB', { iban: 'GB02BARC20201530093451', bic: 'BARCGB22' })?.key).toBe(
      'iban',
    );
  });
});
