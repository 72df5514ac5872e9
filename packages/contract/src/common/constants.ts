/**
 * Business constants and limits: spec §9, plus the numeric rules of §5. Rates and money are
 * decimal strings (never floats); durations carry their unit in the name.
 */

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const mebibyte = 1024 * 1024;

export const constants = {
  httpTimeoutMs: 30_000,
  /** The client-type header every call sends (§7). */
  clientType: 0,
  merchantAccountTypes: [1, 3],
  /** error.code values that send the client to /maintain (§8). */
  maintenanceErrorCodes: [1, 2],
  announcementListSize: 5,
  notification: { position: 'top-right', offsetPx: 120, autoCloseMs: 5000 },

  defaultLanguage: 'en',
  fallbackLanguage: 'en',
  languages: ['en', 'zh-CN', 'zh-TW'],
  languageStorageKey: 'lang',
  /**
   * The cookie the web app writes beside its stored language, so the server can send a
   * prerendered public page in that language (issue 14); `?lang=` still wins.
   */
  languageCookie: 'coffer-lang',
  /**
   * `<path>/<language>` sends on (302) to the picture of the landing carousel's first slide, or
   * answers a blank picture when there is none: the prerendered landing page names this address,
   * the picture changes without a build (issue 14).
   */
  landingPicturePath: '/landing-picture',
  /** §9 maps the query value zh-hant to zh-CN (not zh-TW); kept as written. */
  languageQueryAliases: { 'zh-hant': 'zh-CN' },
  defaultTheme: 'light',
  themes: ['light', 'dark'],
  /** `?from=app` turns on the mobile-app embedding mode; `?vconsole` the debug console. */
  query: { appMode: { name: 'from', value: 'app' }, debugFlag: 'vconsole' },
  /** Only these GeoIP codes open the regulatory pop-up; the UAE notice is shown inline (§4). */
  regulatoryPopupCountries: ['GB', 'UK'],

  defaultDecimals: 2,
  bigNumberDecimals: 4,
  /** Wire amounts fit numeric(38,18): at most 18 decimals and 20 integer digits (DESIGN §4). */
  amount: { decimalsMax: 18, integerDigitsMax: 20 },
  debounceMs: 500,
  anchorScroll: { offsetPx: 60, delayMs: 200 },
  footerDelayMs: 400,

  tokenRefresh: { beforeExpirySeconds: 180, retries: 3 },
  keyDerivation: { iterations: 1000, keyBits: 128, cipher: 'AES-CBC', padding: 'PKCS7' },
  lockout: { maxAttempts: 5, durationMs: 2 * hourMs },
  /**
   * §5 says "login hint 12-20" but change allows 8-20, so a password set by a change can be
   * 8 long: login accepts 8-20 and only sign-up demands 12-20 with all character classes.
   */
  password: { signUp: { min: 12, max: 20 }, login: { min: 8, max: 20 }, change: { min: 8, max: 20 } },
  fundPinLength: 6,
  /**
   * Not in the spec (its codes are 6 digits on screen); expiry, resend, tries and the daily caps
   * are our choice. The caps count sends per target (an address or number) and per client IP.
   */
  verificationCode: {
    length: 6,
    ttlSeconds: 600,
    resendAfterSeconds: 60,
    maxAttempts: 5,
    dailyCapPerTarget: 10,
    dailyCapPerIp: 50,
  },
  /**
   * Sessions (not in the spec): a refresh token lives a day and is spent on use; a session ends
   * after 7 days whatever the refreshes; one session per user and client type (web, app).
   */
  session: { refreshTokenTtlSeconds: 24 * 3600, absoluteLifetimeSeconds: 7 * 24 * 3600 },
  /** Tickets of the sign-in flows (not in the spec): how long each may wait for its next step. */
  authTickets: {
    securityVerificationTtlSeconds: 300,
    /** From verifying what remains (step one of a change application) to submitting it. */
    securityChangeTtlSeconds: 1800,
    passwordResetTtlSeconds: 600,
    qrLoginTtlSeconds: 120,
    qrPollIntervalMs: 2000,
  },
  /** A key exchange (§3 i, s, k, e) is single-use and expires after this (not in the spec). */
  keyExchangeTtlSeconds: 120,
  /** Headers of the §7 wrapper besides the bearer token and Accept-Language. */
  headers: { clientType: 'x-client-type', deviceId: 'x-device-id' },
  /** Client types of the client-type header: the web sends 0 (§9); the mobile app 1. */
  clientTypes: { web: 0, app: 1 },
  apiKeys: { maxPerUser: 20, maxIpsPerKey: 20, validityDaysWithoutIp: 90 },
  /**
   * Signed API requests (not in the spec): HMAC-SHA256 over timestamp, method, path and body,
   * accepted within a receive window around the server's clock (5 s unless the caller asks for
   * more, at most 60 s), each signature once. The secret carries 256 bits of randomness.
   */
  apiSignature: {
    headers: {
      key: 'x-api-key',
      timestamp: 'x-api-timestamp',
      signature: 'x-api-signature',
      recvWindow: 'x-api-recv-window',
    },
    recvWindowMsDefault: 5000,
    recvWindowMsMax: 60_000,
    secretBytes: 32,
    remarkMax: 50,
    withdrawAddressIdsMax: 50,
  },
  /**
   * Google authenticator (not in the spec beyond its name): RFC 6238 with SHA-1, 6 digits, 30 s,
   * one step of clock drift either way, a 160-bit secret; each step's code is accepted once, and
   * five wrong codes in a row lock the authenticator for 15 minutes.
   */
  totp: {
    issuer: 'Coffer',
    digits: 6,
    periodSeconds: 30,
    driftSteps: 1,
    secretBytes: 20,
    maxFailures: 5,
    lockMs: 15 * minuteMs,
    /**
     * How long a secret waits to be bound: every GetGoogleBindInfo within it answers the same key,
     * so a user who scans, leaves and comes back types codes of the key the server holds.
     */
    pendingSecretTtlMs: 30 * minuteMs,
  },
  /** After a security change, withdrawals and transfers wait 24 h; the review takes 1 business day. */
  securityChangeHoldMs: 24 * hourMs,
  securityChangeReviewBusinessDays: 1,

  /**
   * §9 reads two ways ("5% or a minimum of 10 USD", "whichever is lower"). We take the fee as
   * max(5% of the amount, 10 USD): a "minimum" that acted as a cap would not be a minimum.
   */
  creditCard: {
    feeRate: '0.05',
    feeMinimumUsd: '10',
    /** A price move beyond ±2.5% needs the user to confirm again. */
    priceChangeReconfirm: '0.025',
    quoteValidityMs: 3 * minuteMs,
    /** After the quote expires the price is adjusted if it moved more than 1%. */
    priceAdjustThreshold: '0.01',
    arrivalMinutes: [10, 30],
  },
  earn: {
    /** Interest starts at T+2. */
    interestDelayDays: 2,
    noRedemptionUtc: { from: '16:00', to: '16:20' },
    /** Marketing claims on the card-earn copy: up to 2%, or 0.5% in BTC. */
    cardEarnClaims: { maxRate: '0.02', btcRate: '0.005' },
  },
  fiatWithdrawal: { processingWorkingDays: 1, creditedWithinHours: 2 },
  settlementHoursMax: 8,

  appeal: { proofImagesMax: 3, remarkMinLength: 10, remarkMaxLength: 500, windowHours: 24 },
  p2p: { activePaymentMethodsMax: 3, dailyCancellationsMax: 3 },
  /** A bound on signers is not in the spec; it keeps a wallet request small. */
  multisig: { nameMax: 20, minSignatures: 2, signingAddressesMax: 20 },
  /**
   * §5 is inconsistent about photo types and sizes: KYC screens say png/jpg/bmp up to 5 MB,
   * other screens JPG/JPEG/PNG/GIF up to 10 MB. Each kind keeps what its screen says.
   */
  uploads: {
    kycPhoto: { types: ['image/png', 'image/jpeg', 'image/bmp'], maxBytes: 5 * mebibyte },
    merchantCertificate: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * mebibyte },
    generic: { types: ['image/gif', 'image/jpeg', 'image/png'], maxBytes: 10 * mebibyte },
    /** The ID photo and selfie of a security-item change application (like the KYC photos). */
    securityEvidence: { types: ['image/png', 'image/jpeg', 'image/bmp'], maxBytes: 5 * mebibyte },
    appealProofMax: 3,
    voucherMax: 3,
  },
  /** Marketing figures: "30+" and "200+" countries, which screen shows which is not stated. */
  supportedCountriesClaims: ['30+', '200+'],
  /**
   * The public signed API (not in the spec; the big exchanges' practice): per key, a fixed window
   * per class of call (the permission it needs), answered with X-RateLimit-* headers and 429;
   * an Idempotency-Key header (8–64 of A–Z a–z 0–9 _ -) on every signed write.
   */
  publicApi: {
    rateWindowMs: minuteMs,
    rateMax: { read: 600, trade: 60, withdraw: 10 },
    headers: {
      idempotencyKey: 'idempotency-key',
      limit: 'x-ratelimit-limit',
      remaining: 'x-ratelimit-remaining',
      reset: 'x-ratelimit-reset',
      retryAfter: 'retry-after',
    },
  },
} as const;

export type AppLanguage = (typeof constants.languages)[number];
export type AppTheme = (typeof constants.themes)[number];
