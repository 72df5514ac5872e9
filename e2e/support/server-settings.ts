/**
 * Settings of the browser tests' server (playwright.config.ts passes them to
 * scripts/e2e-server.mjs) that turn the product's real waits into seconds, and that the tests read
 * to know how long to wait. Production keeps the rules' values: nothing here is a default.
 */

/** Seconds between two one-time codes to one address (the rule's 60 in production). */
export const codeResendSeconds = 10;

/** Seconds before a new payee (address book, cash bank account) may be withdrawn to (24 h in production). */
export const payeeCoolOffSeconds = 15;

/**
 * Seconds one minute of a P2P ad's payment window lasts (a real 60 in production): a 5-minute
 * window ends in 50 s, so a test watches an unpaid order time out.
 */
export const p2pWindowMinuteSeconds = 10;

export const serverSettingsEnv = {
  CODE_RESEND_SECONDS: String(codeResendSeconds),
  ADDRESS_COOL_OFF_SECONDS: String(payeeCoolOffSeconds),
  P2P_WINDOW_MINUTE_SECONDS: String(p2pWindowMinuteSeconds),
};
