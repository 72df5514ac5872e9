import { z } from 'zod';
import { constants } from '../common/constants';
import type { ApiKeyPermission } from '../common/endpoint';
import { enumSchema } from '../common/enum-schema';
import { validationKey } from '../common/validation-keys';
import { secondFactorFields } from '../security';
import { apiKeyStatus } from './api-keys.enums';

/** What a key may do (§6): read account, quote and order info; withdraw; trade. */
export const apiKeyPermission = ['read', 'withdraw', 'trade'] as const satisfies readonly ApiKeyPermission[];
export const apiKeyPermissionSchema = z.enum(apiKeyPermission);

const ipOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
/** Users paste lists typed with a Chinese keyboard too, so the full-width comma also separates. */
const separator = /[,\uFF0C]/;

/** The entries of a bound-IP list; blank entries (a trailing comma) are dropped. */
export const splitIpList = (list: string): string[] =>
  list
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * The IPs bound to a key: comma-separated IPv4/IPv6 addresses or CIDR ranges, at most 20;
 * empty means none (the key then expires after 90 days). Parses to the normalised list text.
 */
export const apiIpListSchema = z
  .string()
  .trim()
  .superRefine((list, ctx) => {
    const entries = splitIpList(list);
    if (entries.length > constants.apiKeys.maxIpsPerKey) {
      ctx.addIssue({ code: 'custom', message: validationKey('apiKey.tooManyIps') });
    }
    const invalid = entries.filter((entry) => !ipOrRange.safeParse(entry).success);
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: validationKey('apiKey.invalidIp'), params: { invalid } });
    }
  })
  .transform((list) => splitIpList(list).join(','));

const { remarkMax, withdrawAddressIdsMax } = constants.apiSignature;

const apiKeyWithdrawScopeSchema = z.enum(['all', 'custom']);

const apiKeyRemarkSchema = z
  .string()
  .trim()
  .min(1, validationKey('apiKey.remarkRequired'))
  .max(remarkMax, validationKey('apiKey.remarkTooLong'));

/** At least one permission; each once. */
const apiKeyPermissionsSchema = z
  .array(apiKeyPermissionSchema)
  .min(1, validationKey('apiKey.permissionsRequired'))
  .max(10)
  .transform((list) => apiKeyPermission.filter((p) => list.includes(p)));

/** Address-book entries (their ids) a key may withdraw to when its scope is `custom`. */
const apiKeyAddressIdsSchema = z
  .array(
    z
      .number()
      .int(validationKey('apiKey.invalidAddressId'))
      .positive(validationKey('apiKey.invalidAddressId')),
  )
  .max(withdrawAddressIdsMax)
  .transform((ids) => [...new Set(ids)]);

const customNeedsAddresses = {
  error: validationKey('apiKey.addressIdsRequired'),
  path: ['withdrawAddressIds'],
};

/** §3 API key: remark, permissions, withdrawal address scope, bound IPs, validity, status. */
export const apiKeyItemSchema = z.object({
  id: z.number().int(),
  remark: z.string(),
  /** The public half, sent with each signed request as `X-Api-Key`. */
  accessKey: z.string(),
  permissions: z.array(apiKeyPermissionSchema),
  withdrawScope: apiKeyWithdrawScopeSchema,
  withdrawAddressIds: z.array(z.number().int()),
  /** Comma-separated; empty: any address, and the key expires after 90 days. */
  ips: z.string(),
  status: enumSchema(apiKeyStatus),
  /** ISO 8601; null for a key bound to IPs (it does not expire). */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

export const apiKeyCreateInputSchema = z
  .object({
    remark: apiKeyRemarkSchema,
    permissions: apiKeyPermissionsSchema,
    withdrawScope: apiKeyWithdrawScopeSchema.default('all'),
    withdrawAddressIds: apiKeyAddressIdsSchema.default([]),
    ips: apiIpListSchema.default(''),
    ...secondFactorFields,
  })
  .refine((v) => v.withdrawScope === 'all' || v.withdrawAddressIds.length > 0, customNeedsAddresses);

/** The secret is in this answer and nowhere else, ever. */
export const apiKeyCreateResultSchema = apiKeyItemSchema.extend({ secretKey: z.string() });

const keyId = z.coerce.number().int().positive();

/** Only the fields given change; `status` 0 enables, 1 disables. */
export const apiKeyUpdateInputSchema = z
  .object({
    id: keyId,
    remark: apiKeyRemarkSchema.optional(),
    permissions: apiKeyPermissionsSchema.optional(),
    withdrawScope: apiKeyWithdrawScopeSchema.optional(),
    withdrawAddressIds: apiKeyAddressIdsSchema.optional(),
    ips: apiIpListSchema.optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
    ...secondFactorFields,
  })
  .refine(
    (v) =>
      v.withdrawScope !== 'custom' || v.withdrawAddressIds === undefined || v.withdrawAddressIds.length > 0,
    customNeedsAddresses,
  );

export const apiKeyDeleteInputSchema = z.object({ id: keyId, ...secondFactorFields });
export const apiKeyListResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(apiKeyItemSchema),
});
