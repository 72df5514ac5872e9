import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiKeyPermission } from '../common/endpoint';
import {
  apiIpListSchema,
  type apiKeyPermission,
  apiKeyPermissionSchema,
  splitIpList,
} from './api-keys.schemas';

const ips = (count: number) => Array.from({ length: count }, (_, i) => `10.0.0.${i + 1}`).join(',');
const messages = (input: string) =>
  apiIpListSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('apiIpListSchema', () => {
  it('allows 20 entries, not 21', () => {
    expect(messages(ips(20))).toEqual([]);
    expect(messages(ips(21))).toEqual(['apiKey.tooManyIps']);
  });

  it('accepts IPv4, IPv6 and CIDR ranges, and normalises the list', () => {
    const list = ' 192.168.1.1 , 10.0.0.0/8，2001:db8::1, 2001:db8::/32, ';
    expect(apiIpListSchema.parse(list)).toBe('192.168.1.1,10.0.0.0/8,2001:db8::1,2001:db8::/32');
  });

  it('accepts an empty list', () => {
    expect(apiIpListSchema.parse('  ')).toBe('');
    expect(splitIpList('')).toEqual([]);
  });

  it.each(['256.1.1.1', '10.0.0.0/33', 'example.com', '1.2.3', '::g'])('rejects %j', (entry) => {
    expect(messages(`10.0.0.1,${entry}`)).toEqual(['apiKey.invalidIp']);
  });
});

describe('apiKeyPermission', () => {
  it('lists exactly the permissions the endpoint table knows', () => {
    expectTypeOf<(typeof apiKeyPermission)[number]>().toEqualTypeOf<ApiKeyPermission>();
    expect(apiKeyPermissionSchema.options).toEqual(['read', 'withdraw', 'trade']);
    expect(apiKeyPermissionSchema.safeParse('admin').success).toBe(false);
  });
});
