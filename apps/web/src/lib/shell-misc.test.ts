import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensRegionalPopup, regionalNotices } from '../app/layout/regional-notice';
import { detectAppMode } from './app-mode';
import { colorSchemeStorageKey } from './theme';

/** Tests run from the repository root. */
const webRoot = join(process.cwd(), 'apps/web');

describe('theme', () => {
  it('the pre-paint script reads the key the app stores the scheme under', () => {
    const script = readFileSync(join(webRoot, 'public/theme-init.js'), 'utf8');
    expect(script).toContain(`'${colorSchemeStorageKey}'`);
    expect(readFileSync(join(webRoot, 'index.html'), 'utf8')).toMatch(
      /<head>[\s\S]*<script src="\/theme-init.js"><\/script>[\s\S]*<\/head>/,
    );
  });
});

describe('app mode (?from=app)', () => {
  it('turns on with the query and stays on for the browser session', () => {
    expect(detectAppMode('')).toBe(false);
    expect(detectAppMode('?from=web')).toBe(false);
    expect(detectAppMode('?from=app&lang=en')).toBe(true);
    expect(detectAppMode('')).toBe(true);
  });
});

describe('regional notices', () => {
  it('only GB and UK open the pop-up; the UAE text exists but opens nothing', () => {
    expect(opensRegionalPopup('GB')).toBe(true);
    expect(opensRegionalPopup('uk')).toBe(true);
    for (const country of ['AE', 'US', 'CN', '', undefined]) expect(opensRegionalPopup(country)).toBe(false);
    expect(regionalNotices.AE).toBe('regional.uae.body');
  });
});
