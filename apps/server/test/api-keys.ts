import { type ApiKeyPermission, endpoints } from '@coffer/contract';
import { api } from './api-client';
import type { TestUser } from './builders';
import { securityCode } from './codes';
import type { TestApp } from './harness';

/** A new API key of the user's with these permissions, made as the user makes one (with an email code). */
export async function apiKeyFor(
  t: TestApp,
  user: TestUser,
  permissions: ApiKeyPermission[],
  fields: { withdrawScope?: 'all' | 'custom'; withdrawAddressIds?: number[]; ips?: string } = {},
) {
  const emailCode = await securityCode(t, user, 'email', user.email ?? '');
  return api(t)
    .as(user)
    .call(endpoints.apiKeys.create, { remark: 'bot', permissions, emailCode, ...fields });
}

/** A client signing with the key; the clock moves first, as a signature is accepted once. */
export function byApiKey(t: TestApp, key: { accessKey: string; secretKey: string }) {
  t.clock.advance(1);
  return api(t).as({ apiKey: key });
}
