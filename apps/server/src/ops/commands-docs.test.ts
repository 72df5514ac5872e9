import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commands } from './commands';

/** The operator's manual: a command the console has and the manual leaves out is one nobody finds. */
const manual = readFileSync(new URL('../../../../docs/operator-console.md', import.meta.url), 'utf8');

describe('docs/operator-console.md', () => {
  it('documents every command of the console', () => {
    const documented = (name: string) => manual.includes(`\`${name} `) || manual.includes(`\`${name}\``);
    expect(Object.keys(commands).filter((name) => !documented(name))).toEqual([]);
  });
});
