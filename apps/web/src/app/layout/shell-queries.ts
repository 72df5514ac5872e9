import {
  type FooterLinksSetting,
  type ProtocolLinksSetting,
  type SocialSetting,
  settingsEndpoints,
} from '@coffer/contract/settings';
import { versioningEndpoints } from '@coffer/contract/versioning';
import { type CachedRead, ensureCached } from '../../lib/cached-read';
import { call } from '../../lib/http/client';
import { parseSettings } from './settings-content';

/**
 * The shell's reads (lib/cached-read.ts: no TanStack Query on a first visit, issue 14), for the
 * footer and the menus, which load after the page (the regional notice's is ip-info.ts).
 * Common settings (spec §3): social items and contacts (3), footer links (4), protocol links (6).
 * Their JSON is checked against the contract's shapes without zod (settings-content.ts).
 */
export const commonSettingsRead: CachedRead<ShellSettings> = {
  key: 'commonSettings',
  fetch: async () => parseSettings(await call(settingsEndpoints.getCommonSettingList, {}, { notify: false })),
  staleTime: 10 * 60_000,
};

/** The same settings for a page on TanStack Query (contact, register): one fetch, one answer. */
export const commonSettingsQueryOptions = () => ({
  queryKey: ['commonSettings'] as const,
  queryFn: () => ensureCached(commonSettingsRead),
  staleTime: commonSettingsRead.staleTime,
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
export const downloadListRead = {
  key: 'downloadList',
  fetch: () => call(versioningEndpoints.getListForDownload, {}, { notify: false }),
  staleTime: 10 * 60_000,
};
