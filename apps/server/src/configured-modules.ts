import { join } from 'node:path';
import { createEvmChain } from './adapters/chain/evm/evm-chain';
import { createSandboxChain } from './adapters/chain/sandbox-chain';
import { createSandboxGeoIp } from './adapters/geoip/sandbox-geoip';
import { createSandboxKycProvider } from './adapters/kyc/sandbox-kyc';
import { createSumsubKycProvider } from './adapters/kyc/sumsub-kyc';
import { createSandboxNotifier } from './adapters/notifier/sandbox-notifier';
import type { Config } from './config';
import type { Db } from './db/client';
import { deriveKey, keyPurposes } from './lib/keys';
import { createTokenService } from './lib/tokens';
import type { ModulesDeps } from './modules';

/** The sandbox chain, with the ERC20 network on a real EVM node when CHAIN_EVM_RPC_URL names one. */
function configuredChain(config: Config, db: Db) {
  const sandbox = createSandboxChain(db, config.chainXpubs);
  return config.evm ? createEvmChain({ db, config: config.evm, fallback: sandbox }) : sandbox;
}

/**
 * The modules' dependencies from the configuration: the server (its app and its jobs) and the
 * operator console build their modules from this one list, so a command run with the server stopped
 * acts as the server would.
 */
export function configuredModulesDeps(config: Config, db: Db) {
  return {
    db,
    tokens: createTokenService(config.jwtSecret, config.accessTokenTtlSeconds),
    geoip: createSandboxGeoIp(),
    geoipHeaderOverride: config.geoipHeaderOverride,
    mounts: config.mounts,
    // One notifier for the whole process: the sandbox writes messages to the outbox (`ops outbox`).
    notifier: createSandboxNotifier(db),
    contactTeamEmail: config.contactTeamEmail,
    // Derived from the JWT secret, so codes sent before a restart still verify after it.
    codeKey: deriveKey(config.jwtSecret, keyPurposes.codeHashes),
    // Seals authenticator seeds, API-key and webhook secrets; a new JWT secret makes the sealed ones unreadable.
    secretsKey: deriveKey(config.jwtSecret, keyPurposes.sealedSecrets),
    uploadsDir: join(config.dataDir, 'uploads'),
    // Derived like the code key, so links printed by the operator console are valid in the server.
    fileLinkKey: deriveKey(config.jwtSecret, keyPurposes.fileLinks),
    singleSession: config.singleSession,
    newDeviceVerification: config.newDeviceVerification,
    kyc: {
      provider: config.kyc.sumsub ? createSumsubKycProvider(config.kyc.sumsub) : createSandboxKycProvider(),
      callbackSecret: config.kyc.callbackSecret,
      autoApproveAfterMs: config.kyc.autoApproveSeconds * 1000 || undefined,
    },
    merchantContractReadSeconds: config.merchantContractReadSeconds,
    codeResendSeconds: config.codeResendSeconds,
    p2pWindowMinuteMs: config.p2pWindowMinuteSeconds * 1000,
    webhooks: { allowPrivateUrls: config.webhooksAllowPrivateUrls },
    chain: configuredChain(config, db),
    addressCoolOffMs: config.addressCoolOffSeconds * 1000,
    convertQuoteTtlMs: config.convertQuoteTtlSeconds * 1000,
    convertLimitTtlMs: config.convertLimitOrderTtlHours * 3_600_000,
    otcQuoteTtlMs: config.otcQuoteTtlSeconds * 1000,
    otcAnswerMs: config.otcAnswerSeconds * 1000,
    paymentFeeRate: config.paymentFeeRate,
    paymentReviewThreshold: config.paymentReviewThreshold,
    cardNotifySecret: config.cardNotifySecret,
    ...(config.bankSettleSeconds > 0 ? { bankSettleAfterMs: config.bankSettleSeconds * 1000 } : {}),
  } satisfies ModulesDeps;
}
