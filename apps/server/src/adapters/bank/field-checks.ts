import { type ChannelDescriptor, type FieldKind, fieldShapeProblem } from '@coffer/contract';
import aba from 'abavalidator';
import * as clabe from 'clabe-validator';
import * as iban from 'ibantools';
import ifsc from 'ifsc';
import UkModulusChecking from 'uk-modulus-checking';

export interface FieldProblem {
  /** The field it names: a key of `fields`, or `country`. */
  key: string;
  message: string;
}

const digits = (value: string) => value.replace(/[\s-]/g, '');
const ukAccountValid = (sortCode: string, accountNumber: string) =>
  new UkModulusChecking({ sortCode: digits(sortCode), accountNumber: digits(accountNumber) }).isValid();

/**
 * The bank libraries' check of one value (the descriptor's pattern has already passed). Kinds
 * with no well-kept library (BSB, Hong Kong bank and branch codes, plain account numbers) rest
 * on their pattern; the research found none worth adding.
 */
const libraryChecks: Partial<Record<FieldKind, (value: string) => boolean>> = {
  iban: (v) => {
    const e = iban.electronicFormatIBAN(v) ?? '';
    if (!iban.validateIBAN(e).valid) return false;
    // ibantools does not check a GB IBAN's sort code and account (GB02BARC20201530093451 passes).
    return !e.startsWith('GB') || ukAccountValid(e.slice(8, 14), e.slice(14, 22));
  },
  bic: (v) => iban.isValidBIC(v),
  aba: (v) => aba.validate(v),
  clabe: (v) => clabe.clabe.validate(v).ok,
  ifsc: (v) => ifsc.validate(v),
};

/** Checks that need two fields (the modulus of a sort code and its account, a German BBAN). */
function pairProblem(
  channel: ChannelDescriptor['channel'],
  f: Record<string, string>,
): FieldProblem | undefined {
  if (channel === 'fps' && !ukAccountValid(f.sort_code ?? '', f.account_number ?? ''))
    return { key: 'account_number', message: 'This account number does not belong to that sort code.' };
  if (channel === 'blz') {
    const bban = `${f.blz_code ?? ''}${(f.account_number ?? '').padStart(10, '0')}`;
    if (!/^\d{18}$/.test(bban) || !iban.isValidBBAN(bban, 'DE'))
      return { key: 'account_number', message: 'This account number is not valid at that bank code.' };
  }
  return undefined;
}

/**
 * Every check of a payee's fields against its channel, the first failure naming its field: the
 * contract's shape check (the form's), the channel's countries, each value's library check, then
 * the checks across fields; an IBAN must be of the payee's country.
 */
export function payeeFieldProblem(
  descriptor: ChannelDescriptor,
  country: string,
  values: Record<string, string>,
): FieldProblem | undefined {
  const shape = fieldShapeProblem(descriptor.fields, values);
  if (shape)
    return {
      key: shape.key,
      message: {
        required: 'This field is required.',
        invalid: 'This value is not valid.',
        unknown: 'This channel has no such field.',
      }[shape.problem],
    };
  if (descriptor.countries.length > 0 && !descriptor.countries.includes(country))
    return { key: 'country', message: `This channel does not reach banks in ${country}.` };
  for (const f of descriptor.fields) {
    const value = values[f.key]?.trim();
    if (!value) continue;
    if (libraryChecks[f.kind]?.(value) === false) return { key: f.key, message: 'This value is not valid.' };
  }
  const ibanValue = values.iban;
  if (ibanValue && !ibanValue.startsWith(country))
    return { key: 'iban', message: 'The IBAN is not of the chosen country.' };
  return pairProblem(descriptor.channel, values);
}
