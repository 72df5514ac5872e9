import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('reads the YAML block at the top and returns the rest as the body', () => {
    const { data, body } = splitFrontMatter(
      '\uFEFF---\ntitle: "Hello: world"\nsummary: Short\nrotation: 1\n---\n# Body\n\ntext\n',
    );
    expect(data).toEqual({ title: 'Hello: world', summary: 'Short', rotation: 1 });
    expect(body).toBe('# Body\n\ntext\n');
  });

  it('treats a file without front matter, or with a rule later on, as all body', () => {
    expect(splitFrontMatter('# Just text\n\n---\n\nmore')).toEqual({
      data: {},
      body: '# Just text\n\n---\n\nmore',
    });
  });

  it('refuses front matter that is not a mapping', () => {
    expect(() => splitFrontMatter('---\n- a\n- b\n---\nbody')).toThrow(/key: value/);
  });
});
