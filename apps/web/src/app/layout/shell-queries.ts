import { geoipEndpoints } from '@coffer/contract/geoip';
import {
  type FooterLinksSetting,
  type ProtocolLinksSetting,
  type SocialSetting,
  settingsEndpoints,
} from '@coffer/contract/settings';
import { versioningEndpoints } from '@coffer/contract/versioning';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/http/client';
import { parseSettings } from './settings-content';

/**
 * Common settings (spec §3): social items and contacts (3), footer links (4), protocol links (6).
 * Their JSON is checked against the contract's shapes without zod (settings-content.ts).
 */
export const commonSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['commonSettings'],
    queryFn: async ({ signal }): Promise<ShellSettings> => {
      const list = await call(settingsEndpoints.getCommonSettingList, {}, { signal, notify: false });
      return parseSettings(list);
    },
    staleTime: 10 * 60_000,
  });

export interface ShellSettings {
  social: SocialSetting | null;
  footerLinks: FooterLinksSetting;
  protocolLinks: ProtocolLinksSetting;
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
