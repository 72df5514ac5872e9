import { userInfo } from 'node:os';
import { join } from 'node:path';
import {
  certificateType,
  type KycStatus,
  type KycSubmission,
  kycLimits,
  kycPhotoIds,
  kycStatus,
} from '@coffer/contract';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { uploadPath } from '../modules/uploads/uploads.module';
import type { OpsCommand } from './commands';
import { parseOrThrow } from './markdown-file';

/** How long the photo links `kyc:show` prints stay valid: a review takes a while. */
const linkTtlSeconds = 3600;

const k = kycStatus.members;
const statusLabels: Record<KycStatus, string> = {
  [k.unverified]: 'unverified',
  [k.underReview]: 'under review',
  [k.failed]: 'failed',
  [k.verified]: 'verified',
};
const documentLabels: Record<number, string> = {
  [certificateType.members.identityCard]: 'identity card',
  [certificateType.members.passport]: 'passport',
  [certificateType.members.drivingLicence]: 'driving licence',
  [certificateType.members.businessLicence]: 'business licence',
};
const accountLabels: Record<number, string> = {
  0: 'personal',
  1: 'merchant',
  2: 'enterprise',
  3: 'sub-merchant',
  5: 'partner',
  6: 'acceptor',
};

/**
 * The KYC area of the process that runs the command, with the uploads folder and the public
 * address of the configuration (the photo links and paths `kyc:show` prints).
 */
function kycFor({ modules, config }: Parameters<OpsCommand['run']>[0]) {
  if (!config) throw new Error('The KYC commands need the server configuration (DATA_DIR, JWT_SECRET).');
  const dir = join(config.dataDir, 'uploads');
  return { kyc: modules.kyc, files: modules.files, dir, publicUrl: config.publicUrl };
}

/** A catalogued refusal, told as the operator needs it (its details, not the user-facing text). */
async function plainly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new Error(error.details ?? error.message);
    throw error;
  }
}

function operatorName(value: unknown): string {
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 64);
  try {
    return userInfo().username || 'operator';
  } catch {
    return 'operator';
  }
}

const uidOf = (positionals: string[] | undefined) => {
  const uid = positionals?.[0]?.trim();
  if (!uid || (positionals?.length ?? 0) > 1) throw new Error('Name one user by uid, e.g. kyc:show 10000006');
  return uid;
};

const statusOption = z
  .enum(['all', 'unverified', 'pending', 'underReview', 'failed', 'rejected', 'verified', '0', '1', '2', '3'])
  .default('pending');
const statusFromOption: Record<z.infer<typeof statusOption>, KycStatus | undefined> = {
  all: undefined,
  unverified: k.unverified,
  '0': k.unverified,
  pending: k.underReview,
  underReview: k.underReview,
  '1': k.underReview,
  failed: k.failed,
  rejected: k.failed,
  '2': k.failed,
  verified: k.verified,
  '3': k.verified,
};

function nameOf(details: KycSubmission | null) {
  if (!details) return '(documents held by the provider)';
  return details.kind === 'individual' ? `${details.firstName} ${details.lastName}` : details.companyName;
}

export const kycListCommand: OpsCommand = {
  summary: 'List identity verifications: those under review (oldest first), or in another status.',
  usage: 'kyc:list [--status pending|failed|verified|all] [--limit N]',
  options: { status: { type: 'string' }, limit: { type: 'string' } },
  run: async (ctx) => {
    const { values, out } = ctx;
    const input = parseOrThrow(
      z.object({ status: statusOption, limit: z.coerce.number().int().min(1).max(1000).default(50) }),
      values,
    );
    const status = statusFromOption[input.status];
    const { kyc } = kycFor(ctx);
    const rows = await kyc.list({ ...(status === undefined ? {} : { status }), limit: input.limit });
    const what = status === undefined ? 'in any status' : statusLabels[status];
    if (rows.length === 0) {
      out(`No identity verifications ${what}.`);
      return;
    }
    out(
      `${rows.length} identity verification(s) ${what}${status === k.underReview ? ', oldest first' : ''}:`,
    );
    for (const { application: a, user } of rows) {
      const details = a.details as KycSubmission | null;
      const document = details
        ? `${details.country} ${documentLabels[details.kind === 'individual' ? details.certificateType : certificateType.members.businessLicence]}`
        : 'provider';
      out(
        `  ${user.uid.padEnd(9)} ${(statusLabels[a.status] ?? String(a.status)).padEnd(13)} ${(a.kind ?? a.source).padEnd(11)} ${nameOf(details).padEnd(28)} ${document.padEnd(20)} submitted ${a.submittedAt.toISOString()} (round ${a.round})`,
      );
    }
  },
};

export const kycShowCommand: OpsCommand = {
  summary: "Show a user's identity verification: details, photo links for review, history.",
  usage: 'kyc:show <uid>',
  positionals: true,
  run: async (ctx) => {
    const { positionals, out } = ctx;
    const uid = uidOf(positionals);
    const { kyc, files, dir, publicUrl } = kycFor(ctx);
    const { user, application, events } = await plainly(() => kyc.show(uid));
    const phone = user.phoneNumber ? `${user.areaCode} ${user.phoneNumber}` : 'no phone';
    out(
      `User ${user.uid}  ${user.name || '(no name)'}  ${user.email ?? 'no e-mail'}  ${phone}  ${accountLabels[user.accountType] ?? user.accountType}`,
    );
    out(`KYC status: ${user.kycStatus} (${statusLabels[user.kycStatus] ?? '?'})`);
    if (!application) {
      out('No identity verification submitted.');
      return;
    }
    const a = application;
    out(
      `Application: ${a.kind ?? 'provider'}, round ${a.round}, from ${a.source}, submitted ${a.submittedAt.toISOString()}, language ${a.language}`,
    );
    if (a.reviewedAt) out(`Last decision: ${a.reviewedAt.toISOString()} by ${a.reviewedBy}`);
    if (a.rejectReason) out(`Reason given: ${a.rejectReason}`);
    const d = a.details as KycSubmission | null;
    if (!d)
      out(
        `Documents are held by the provider${a.providerApplicantId ? ` (applicant ${a.providerApplicantId})` : ''}.`,
      );
    else if (d.kind === 'individual') {
      out(`  Name:       ${d.firstName} ${d.lastName}`);
      out(
        `  Document:   ${documentLabels[d.certificateType]} ${d.certificateNumber}, issued in ${d.country}`,
      );
      out(`  Valid:      ${d.startDate} to ${d.expiryDate}`);
      out(`  Address:    ${d.address}, ${d.city}`);
    } else {
      out(`  Company:    ${d.companyName}, registration ${d.registrationNumber}, ${d.country}`);
      out(`  Licence:    issued ${d.startDate}${d.expiryDate ? `, expires ${d.expiryDate}` : ', no expiry'}`);
      out(`  Address:    ${d.address}, ${d.city}`);
      out(`  Represented by ${d.representativeFirstName} ${d.representativeLastName}`);
    }
    if (d) {
      const photos = kycPhotoIds(d);
      const stored = await files.describe(photos.map((p) => p.fileId));
      out(`Photos (links valid ${linkTtlSeconds / 60} minutes, on the running server):`);
      for (const { slot, fileId } of photos) {
        const file = stored.get(fileId);
        if (!file) {
          out(`  ${slot.padEnd(16)} missing (${fileId})`);
          continue;
        }
        out(`  ${slot.padEnd(16)} ${file.contentType}, ${Math.ceil(file.size / 1024)} KB`);
        out(`  ${''.padEnd(16)} ${publicUrl}${files.link(fileId, linkTtlSeconds).url}`);
        out(`  ${''.padEnd(16)} ${uploadPath(dir, file.sha256)}`);
      }
    }
    out('History:');
    for (const e of events) {
      const reason = e.reason ? `: ${e.reason}` : '';
      const meta = Object.entries(e.meta)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      out(
        `  ${e.createdAt.toISOString()}  round ${e.round}  ${e.action.padEnd(11)} ${e.fromStatus} → ${e.toStatus}  by ${e.actor}${reason}${meta ? `  [${meta}]` : ''}`,
      );
    }
  },
};

export const kycApproveCommand: OpsCommand = {
  summary: 'Approve an identity verification under review (status 1 → 3); the user is notified.',
  usage: 'kyc:approve <uid> [--by <operator>]',
  positionals: true,
  options: { by: { type: 'string' } },
  run: async (ctx) => {
    const { positionals, values, out } = ctx;
    const uid = uidOf(positionals);
    const { kyc } = kycFor(ctx);
    await plainly(() => kyc.approve(uid, operatorName(values.by)));
    out(`Approved: user ${uid} is verified (KYC status 3) and has been notified.`);
  },
};

export const kycRejectCommand: OpsCommand = {
  summary: 'Reject an identity verification under review (status 1 → 2) with the reason the user will see.',
  usage: 'kyc:reject <uid> --reason "…" [--by <operator>]',
  positionals: true,
  options: { reason: { type: 'string' }, by: { type: 'string' } },
  run: async (ctx) => {
    const { positionals, values, out } = ctx;
    const uid = uidOf(positionals);
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    if (!reason) throw new Error('--reason is required: the user sees it and corrects their submission.');
    if (reason.length > kycLimits.rejectReasonMax)
      throw new Error(`--reason may be at most ${kycLimits.rejectReasonMax} characters.`);
    const { kyc } = kycFor(ctx);
    await plainly(() => kyc.reject(uid, reason, operatorName(values.by)));
    out(`Rejected: user ${uid} is failed (KYC status 2) with the reason given, and has been notified.`);
  },
};
