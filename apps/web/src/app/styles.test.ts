import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
const mantineCss = (text: string) =>
  [...text.matchAll(/@mantine\/core\/styles\/([\w-]+?)(\.layer)?\.css/g)].map((m) => ({
    name: m[1] as string,
    layered: Boolean(m[2]),
  }));

describe("the shell's Mantine CSS (app/styles.ts)", () => {
  const shell = mantineCss(readFileSync(join(src, 'app/styles.ts'), 'utf8'));

  it('is all in the mantine layer, so the CSS a page adds later builds on it whatever the order', () => {
    expect(shell.length).toBeGreaterThan(0);
    expect(shell.filter((c) => !c.layered)).toEqual([]);
  });

  it('is imported nowhere else: an unlayered copy in a page would beat the shell components built on it', () => {
    const names = new Set(shell.map((c) => c.name));
    const again = sources(src)
      .filter((file) => !file.endsWith('app/styles.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        mantineCss(readFileSync(file, 'utf8'))
          .filter((c) => names.has(c.name))
          .map((c) => `${relative(src, file)}: ${c.name}`),
      );
    expect(again).toEqual([]);
  });
});

describe("a page's Mantine CSS", () => {
  // Issue 28: the OTC Buy/Sell pill sat low in its track; the sign-in, KYC, security and API-key
  // choices had the same fault. SegmentedControl slides a FloatingIndicator whose CSS is its own.
  it('loads the floating indicator before every segmented control that slides it', () => {
    const missing = sources(src)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const control = text.indexOf("'@mantine/core/styles/SegmentedControl.css'");
        if (control < 0) return false;
        const indicator = text.indexOf("'@mantine/core/styles/FloatingIndicator.css'");
        return indicator < 0 || indicator > control;
      })
      .map((file) => relative(src, file));
    expect(missing).toEqual([]);
  });
});

describe('the CSS of a component the shell no longer carries', () => {
  // Menu (the header's dropdowns), Badge and Divider left the shell's stylesheet (a first visit draws
  // none of them): a file that renders one brings its CSS, or the component shows unstyled.
  const mantineImports = (text: string) =>
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .map((name) => name.split(' as ')[0]?.trim()),
    );

  it.each(['Menu', 'Badge', 'Divider'])('%s is imported with its CSS', (component) => {
    const bare = sources(src)
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return (
          mantineImports(text).includes(component) &&
          !text.includes(`'@mantine/core/styles/${component}.css'`)
        );
      })
      .map((file) => relative(src, file));
    expect(bare).toEqual([]);
  });
});
