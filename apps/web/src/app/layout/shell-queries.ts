import { geoipEndpoints } from '@coffer/contract/geoip';
import {
  commonSettingContentSchemas,
  commonSettingType,
  type footerLinksSettingSchema,
  type protocolLinksSettingSchema,
  settingsEndpoints,
  type socialSettingSchema,
} from '@coffer/contract/settings';
import { versioningEndpoints } from '@coffer/contract/versioning';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/http/client';

/** Common settings (spec §3): social items and contacts (3), footer links (4), protocol links (6). */
export const commonSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['commonSettings'],
    queryFn: ({ signal }) => call(settingsEndpoints.getCommonSettingList, {}, { signal, notify: false }),
    staleTime: 10 * 60_000,
    select: parseSettings,
  });

export interface ShellSettings {
  social: z.infer<typeof socialSettingSchema> | null;
  footerLinks: z.infer<typeof footerLinksSettingSchema>;
  protocolLinks: z.infer<typeof protocolLinksSettingSchema>;
}

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

/** A per-language list's entry for the reader, else English, else the first. */
export function forLanguage<T extends { LanguageCode: string }>(items: T[], language: string): T | undefined {
  return (
    items.find((i) => i.LanguageCode === language) ?? items.find((i) => i.LanguageCode === 'en') ?? items[0]
  );
}

/** The current release of each platform, for the download menu's QR codes. */
export const downloadListQueryOptions = () =>
  queryOptions({
    queryKey: ['downloadList'],
    queryFn: ({ signal }) => call(versioningEndpoints.getListForDownload, {}, { signal, notify: false }),
    staleTime: 10 * 60_000,
  });

/** The visitor's country (content host, spec §7); a failed lookup opens no notice. */
export const ipInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['ipInfo'],
    queryFn: ({ signal }) => call(geoipEndpoints.getIpInfo, {}, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
