/**
 * Country calling codes for phone sign-in and sign-up, with the regions that use them (names come
 * from the browser's Intl.DisplayNames in the reader's language, so no catalogue is needed).
 */
export const callingCodes: readonly { code: string; regions: readonly string[] }[] = [
  { code: '+1', regions: ['US', 'CA'] },
  { code: '+44', regions: ['GB'] },
  { code: '+852', regions: ['HK'] },
  { code: '+853', regions: ['MO'] },
  { code: '+886', regions: ['TW'] },
  { code: '+86', regions: ['CN'] },
  { code: '+65', regions: ['SG'] },
  { code: '+60', regions: ['MY'] },
  { code: '+66', regions: ['TH'] },
  { code: '+84', regions: ['VN'] },
  { code: '+63', regions: ['PH'] },
  { code: '+62', regions: ['ID'] },
  { code: '+81', regions: ['JP'] },
  { code: '+82', regions: ['KR'] },
  { code: '+91', regions: ['IN'] },
  { code: '+92', regions: ['PK'] },
  { code: '+880', regions: ['BD'] },
  { code: '+61', regions: ['AU'] },
  { code: '+64', regions: ['NZ'] },
  { code: '+971', regions: ['AE'] },
  { code: '+966', regions: ['SA'] },
  { code: '+974', regions: ['QA'] },
  { code: '+972', regions: ['IL'] },
  { code: '+90', regions: ['TR'] },
  { code: '+49', regions: ['DE'] },
  { code: '+33', regions: ['FR'] },
  { code: '+39', regions: ['IT'] },
  { code: '+34', regions: ['ES'] },
  { code: '+31', regions: ['NL'] },
  { code: '+32', regions: ['BE'] },
  { code: '+41', regions: ['CH'] },
  { code: '+43', regions: ['AT'] },
  { code: '+46', regions: ['SE'] },
  { code: '+47', regions: ['NO'] },
  { code: '+45', regions: ['DK'] },
  { code: '+358', regions: ['FI'] },
  { code: '+353', regions: ['IE'] },
  { code: '+351', regions: ['PT'] },
  { code: '+48', regions: ['PL'] },
  { code: '+7', regions: ['RU', 'KZ'] },
  { code: '+55', regions: ['BR'] },
  { code: '+52', regions: ['MX'] },
  { code: '+54', regions: ['AR'] },
  { code: '+27', regions: ['ZA'] },
  { code: '+234', regions: ['NG'] },
  { code: '+254', regions: ['KE'] },
  { code: '+20', regions: ['EG'] },
];

/** The code a form starts with: the reader's likely one by language. */
export function defaultCallingCode(language: string): string {
  if (language === 'zh-CN') return '+86';
  if (language === 'zh-TW') return '+852';
  return '+44';
}

/** "China (+86)", in the reader's language; the bare code where Intl has no names. */
export function callingCodeLabel(entry: { code: string; regions: readonly string[] }, language: string) {
  let names = entry.regions.join(' / ');
  try {
    const display = new Intl.DisplayNames([language], { type: 'region' });
    names = entry.regions.map((r) => display.of(r) ?? r).join(' / ');
  } catch {
    // Older browsers: region codes will do.
  }
  return `${names} (${entry.code})`;
}
