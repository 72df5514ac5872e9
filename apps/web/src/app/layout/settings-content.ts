import {
  commonSettingType,
  type FooterLinksSetting,
  type ProtocolLinksSetting,
  type SocialSetting,
} from '@coffer/contract/settings';
import type { ShellSettings } from './shell-queries';

/**
 * The shapes of the settings the footer shows, as the contract's schemas (settings.schemas.ts)
 * give them, checked here without zod: the footer is on every page, and its check loaded zod
 * after every first paint (issue 14). settings-content.test.ts holds the two to the same answers.
 */
type Shape = 'int' | 'string' | readonly [Shape] | { readonly [key: string]: Shape };

const link = { Id: 'int', Url: 'string', Title: 'string' } as const;
const perLanguage = (item: Shape) => [{ LanguageCode: 'string', Data: [item] }] as const;

export const settingShapes = {
  social: {
    Items: [{ Id: 'int', Url: 'string', Logo: 'string', Title: 'string' }],
    Cooperation: 'string',
    CustomerService: 'string',
  },
  footerLinks: perLanguage({ Id: 'int', Title: 'string', Links: [link] }),
  protocolLinks: perLanguage({ Key: 'string', Title: 'string', Url: 'string' }),
} as const satisfies Record<string, Shape>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has `shape` (further keys are allowed, as zod's objects allow them). */
export function conforms(value: unknown, shape: Shape): boolean {
  if (shape === 'int') return Number.isInteger(value);
  if (shape === 'string') return typeof value === 'string';
  if (Array.isArray(shape)) return Array.isArray(value) && value.every((item) => conforms(item, shape[0]));
  return isRecord(value) && Object.entries(shape).every(([key, inner]) => conforms(value[key], inner));
}

/** Each setting's JSON checked against its shape; a broken one is left out, not fatal. */
export function parseSettings(list: { type: number; content: string }[]): ShellSettings {
  const read = <T>(type: number, shape: Shape): T | null => {
    const raw = list.find((s) => s.type === type)?.content;
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return conforms(parsed, shape) ? (parsed as T) : null;
    } catch {
      return null;
    }
  };
  const { social, footerLinks, protocolLinks } = commonSettingType.members;
  return {
    social: read<SocialSetting>(social, settingShapes.social),
    footerLinks: read<FooterLinksSetting>(footerLinks, settingShapes.footerLinks) ?? [],
    protocolLinks: read<ProtocolLinksSetting>(protocolLinks, settingShapes.protocolLinks) ?? [],
  };
}
