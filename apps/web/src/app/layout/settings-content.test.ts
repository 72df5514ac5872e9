import { commonSettingContentSchemas, commonSettingType } from '@coffer/contract/settings';
import { describe, expect, it } from 'vitest';
import { conforms, parseSettings, settingShapes } from './settings-content';

const { social, footerLinks, protocolLinks } = commonSettingType.members;

const validSocial = {
  Items: [{ Id: 1, Url: 'https://x.example', Logo: '/x.png', Title: 'X' }],
  Cooperation: 'bd@coffer.example',
  CustomerService: 'help@coffer.example',
};
const validFooter = [
  {
    LanguageCode: 'en',
    Data: [{ Id: 1, Title: 'Company', Links: [{ Id: 2, Url: '/about', Title: 'About' }] }],
  },
];
const validProtocol = [{ LanguageCode: 'zh-CN', Data: [{ Key: 'terms', Title: '条款', Url: '/help/1' }] }];

/** Each case: the setting type, and content the contract accepts or refuses. */
const cases: [number, unknown][] = [
  [social, validSocial],
  [social, { ...validSocial, Extra: true }],
  [social, { ...validSocial, Cooperation: 3 }],
  [social, { ...validSocial, Items: [{ ...validSocial.Items[0], Id: 1.5 }] }],
  [social, { Items: [] }],
  [social, []],
  [footerLinks, validFooter],
  [footerLinks, []],
  [footerLinks, [{ LanguageCode: 'en', Data: [{ Id: 1, Title: 'Company', Links: [{ Id: '2' }] }] }]],
  [footerLinks, validSocial],
  [protocolLinks, validProtocol],
  [protocolLinks, [{ LanguageCode: 'en', Data: [{ Key: 'terms', Title: 'Terms' }] }]],
  [protocolLinks, null],
];

const shapeOf: Record<number, Parameters<typeof conforms>[1]> = {
  [social]: settingShapes.social,
  [footerLinks]: settingShapes.footerLinks,
  [protocolLinks]: settingShapes.protocolLinks,
};

describe('the footer settings check', () => {
  it.each(cases)('answers as the contract schema does (type %i)', (type, content) => {
    const schema = commonSettingContentSchemas[type as keyof typeof commonSettingContentSchemas];
    expect(conforms(content, shapeOf[type] ?? 'string')).toBe(schema.safeParse(content).success);
  });

  it('keeps the valid settings and leaves out a broken or missing one', () => {
    const parsed = parseSettings([
      { type: social, content: JSON.stringify(validSocial) },
      { type: footerLinks, content: '{not json' },
      { type: protocolLinks, content: JSON.stringify(validProtocol) },
    ]);
    expect(parsed).toEqual({ social: validSocial, footerLinks: [], protocolLinks: validProtocol });
  });
});
