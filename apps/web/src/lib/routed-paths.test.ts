import { describe, expect, it } from 'vitest';
import { isRoutedIn } from './routed-paths';

describe('isRoutedIn', () => {
  const patterns = ['/', '/assets', '/news/detail/:id', '/help/detail'];

  it('matches a path with or without its query and hash, and route parameters', () => {
    expect(isRoutedIn(patterns, '/')).toBe(true);
    expect(isRoutedIn(patterns, '/assets')).toBe(true);
    expect(isRoutedIn(patterns, '/assets?coin=BTC#top')).toBe(true);
    expect(isRoutedIn(patterns, '/news/detail/12')).toBe(true);
    expect(isRoutedIn(patterns, '/help/detail?id=3')).toBe(true);
  });

  it('refuses a path no pattern mounts, also below a mounted one', () => {
    expect(isRoutedIn(patterns, '/otc')).toBe(false);
    expect(isRoutedIn(patterns, '/assets/cash')).toBe(false);
    expect(isRoutedIn(patterns, '/news/detail')).toBe(false);
    expect(isRoutedIn(patterns, '/?to=card')).toBe(true);
  });
});
