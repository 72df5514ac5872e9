// The two bank-check libraries that ship no types: only what the channel checks call.
declare module 'uk-modulus-checking' {
  export default class UkModulusChecking {
    constructor(input: { accountNumber: string; sortCode: string });
    isValid(): boolean;
  }
}
declare module 'ifsc' {
  const ifsc: { validate(code: string): boolean };
  export default ifsc;
}
