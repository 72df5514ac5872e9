import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight, searchWords } from './highlight';

describe('searchWords', () => {
  it('splits on spaces, drops repeats, longest first', () => {
    expect(searchWords('  fund   PIN fund ')).toEqual(['fund', 'PIN']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('highlight', () => {
  const html = (text: string, keyword: string) =>
    render(<p>{highlight(text, keyword)}</p>).container.innerHTML;

  it('marks every word, whatever its case', () => {
    expect(html('Your fund PIN protects funds', 'fund pin')).toBe(
      '<p><span>Your </span><mark>fund</mark><span> </span><mark>PIN</mark><span> protects </span><mark>fund</mark><span>s</span></p>',
    );
  });

  it('marks Chinese without spaces', () => {
    expect(html('设置资金密码后即可提现', '资金密码')).toBe(
      '<p><span>设置</span><mark>资金密码</mark><span>后即可提现</span></p>',
    );
  });

  it('treats symbols literally and never renders markup', () => {
    expect(html('<b>a+b</b> (c)', 'a+b (c)')).toBe(
      '<p><span>&lt;b&gt;</span><mark>a+b</mark><span>&lt;/b&gt; </span><mark>(c)</mark></p>',
    );
  });

  it('leaves the text alone without a keyword', () => {
    expect(html('plain', ' ')).toBe('<p>plain</p>');
  });
});
