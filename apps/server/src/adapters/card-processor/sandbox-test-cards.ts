/**
 * The sandbox processor's test cards (any future expiry, any CVC of the brand's length), as real
 * acquirers' sandboxes publish them. Any other number that passes the Luhn and brand checks is
 * approved; one that fails them is refused on the page before anything is charged.
 */
export type TestCardOutcome =
  | { kind: 'approve' }
  | { kind: 'decline'; code: string }
  | { kind: 'challenge' }
  | { kind: 'timeout' };

export const sandboxTestCards: Record<string, TestCardOutcome> = {
  '4242424242424242': { kind: 'approve' },
  '5555555555554444': { kind: 'approve' },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds' },
  '4000000000000002': { kind: 'decline', code: 'do_not_honour' },
  '4000000000000069': { kind: 'decline', code: 'expired_card' },
  '4000000000000127': { kind: 'decline', code: 'incorrect_cvc' },
  '4000000000003220': { kind: 'challenge' },
  '4000000000000119': { kind: 'timeout' },
};

/** The code the sandbox's 3-D Secure page accepts (any other fails the authentication). */
export const sandboxChallengeCode = '123456';

export const testCardOutcome = (number: string): TestCardOutcome =>
  sandboxTestCards[number] ?? { kind: 'approve' };
