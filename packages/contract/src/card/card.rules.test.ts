import { describe, expect, it } from 'vitest';
import { cardAmountProblem, cardCryptoAmount, cardFee, cardRateDecision, priceMove } from './card.rules';

describe('the card fee: 5 %, at least 10 USD at the quote rate', () => {
  it('is the 10 USD minimum below 200 USD', () => {
    expect(cardFee({ fiatAmount: '100', usdRate: '1', fiatDecimals: 2 })).toBe('10');
    expect(cardFee({ fiatAmount: '199.99', usdRate: '1', fiatDecimals: 2 })).toBe('10');
  });

  it('is 5 % from 200 USD on', () => {
    expect(cardFee({ fiatAmount: '200', usdRate: '1', fiatDecimals: 2 })).toBe('10');
    expect(cardFee({ fiatAmount: '200.01', usdRate: '1', fiatDecimals: 2 })).toBe('10.01');
    expect(cardFee({ fiatAmount: '1000', usdRate: '1', fiatDecimals: 2 })).toBe('50');
  });

  it('converts the minimum into the fiat at the rate, rounded up to its decimals', () => {
    // 1 EUR = 1.085 USD, so 10 USD = 9.2165… EUR → 9.22 EUR.
    expect(cardFee({ fiatAmount: '50', usdRate: '0.921658986', fiatDecimals: 2 })).toBe('9.22');
  });
});

describe('what arrives', () => {
  it('is (amount − fee) ÷ rate, truncated, less the network fee', () => {
    expect(
      cardCryptoAmount({ fiatAmount: '100', fee: '10', rate: '1.0003', networkFee: '1', coinDecimals: 6 }),
    ).toBe('88.973008');
  });

  it('is 0 when the fee or the network fee eats it all', () => {
    expect(
      cardCryptoAmount({ fiatAmount: '10', fee: '10', rate: '1', networkFee: '1', coinDecimals: 6 }),
    ).toBe('0');
    expect(
      cardCryptoAmount({ fiatAmount: '10.5', fee: '10', rate: '1', networkFee: '1', coinDecimals: 6 }),
    ).toBe('0');
  });
});

describe('a price move between quote and payment', () => {
  it('measures the move both ways', () => {
    expect(priceMove('100', '102.5')).toBe('0.025');
    expect(priceMove('100', '97.5')).toBe('0.025');
  });

  it('keeps the rate up to ±2.5 % within the 3 minutes, asks again beyond', () => {
    expect(cardRateDecision({ quotedRate: '100', currentRate: '102.5', expired: false })).toBe('keep');
    expect(cardRateDecision({ quotedRate: '100', currentRate: '102.51', expired: false })).toBe('reconfirm');
    expect(cardRateDecision({ quotedRate: '100', currentRate: '97.49', expired: false })).toBe('reconfirm');
  });

  it('after the 3 minutes keeps it within 1 %, adjusts it up to 2.5 %, asks again beyond', () => {
    expect(cardRateDecision({ quotedRate: '100', currentRate: '101', expired: true })).toBe('keep');
    expect(cardRateDecision({ quotedRate: '100', currentRate: '101.01', expired: true })).toBe('adjust');
    expect(cardRateDecision({ quotedRate: '100', currentRate: '103', expired: true })).toBe('reconfirm');
  });
});

describe('bounds per order', () => {
  const bounds = { minAmount: '20', maxAmount: '5000' };
  it('are inclusive', () => {
    expect(cardAmountProblem('20', bounds)).toBeUndefined();
    expect(cardAmountProblem('5000', bounds)).toBeUndefined();
    expect(cardAmountProblem('19.99', bounds)).toBe('belowMinimum');
    expect(cardAmountProblem('5000.01', bounds)).toBe('aboveMaximum');
  });
});
