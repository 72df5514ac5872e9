/**
 * Everything at once: the server, its tests, e2e and bench may import it. The web app imports an
 * area (`@coffer/contract/withdrawals`) or `common`, never this file nor the registry, so a page
 * loads only the schemas of its own areas (apps/web/src/layers.test.ts checks it).
 */
export * from './acceptor/index';
export * from './actionlog/index';
export * from './address-book/index';
export * from './api-keys/index';
export * from './assets/index';
export * from './auth/index';
export * from './basic/index';
export * from './card/index';
export * from './cash/index';
export * from './common/index';
export * from './contact/index';
export * from './convert/index';
export * from './deposits/index';
export * from './earn/index';
export * from './geoip/index';
export * from './global-account/index';
export * from './help/index';
export * from './kyc/index';
export * from './live/index';
export * from './merchant/index';
export * from './multisig/index';
export * from './news/index';
export * from './notices/index';
export * from './otc/index';
export * from './p2p/index';
export * from './payments/index';
export * from './registry';
export * from './sandbox/index';
export * from './security/index';
export * from './settings/index';
export * from './transfers/index';
export * from './versioning/index';
export * from './withdrawals/index';
