import { commonSettingContentSchemas, commonSettingType } from '@coffer/contract/settings';
import type { z } from 'zod';
import type { ShellSettings } from './shell-queries';

/** Each setting's JSON checked against its schema; a broken one is left out, not fatal. */
export function parseSettings(list: { type: number; content: string }[]): ShellSettings {
  const read = <T extends z.ZodType>(type: number, schema: T): z.infer<T> | null => {
    const raw = list.find((s) => s.type === type)?.content;
    if (!raw) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const { social, footerLinks, protocolLinks } = commonSettingType.members;
  return {
    social: read(social, commonSettingContentSchemas[social]),
    footerLinks: read(footerLinks, commonSettingContentSchemas[footerLinks]) ?? [],
    protocolLinks: read(protocolLinks, commonSettingContentSchemas[protocolLinks]) ?? [],
  };
}
