import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { type CachedRead, ensureCached, invalidateCached, setCached, useCached } from './cached-read';
import { ApiError } from './http/api-error';

const readOf = (
  fetch: () => Promise<string>,
  more: Partial<CachedRead<string>> = {},
): CachedRead<string> => ({
  key: 'k',
  fetch,
  ...more,
});

function Shown({ read }: { read: CachedRead<string> }) {
  const { data, isPending, isError } = useCached(read);
  return <p>{isPending ? 'pending' : isError ? 'failed' : data}</p>;
}

describe('lib/cached-read.ts: the shell reads without TanStack Query', () => {
  it('fetches once for every caller while an answer is fresh, again once it is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.fn().mockResolvedValue('a');
    const read = readOf(fetch, { staleTime: 1000 });
    await Promise.all([ensureCached(read), ensureCached(read)]);
    expect(await ensureCached(read)).toBe('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1000);
    await ensureCached(read);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries a dropped connection once more, not a refusal, not when told not to retry', async () => {
    const network = () => new ApiError('network');
    const retried = vi.fn().mockRejectedValueOnce(network()).mockResolvedValue('a');
    expect(await ensureCached(readOf(retried))).toBe('a');
    const refused = vi.fn().mockRejectedValue(new ApiError('business'));
    await expect(ensureCached(readOf(refused, { key: 'r' }))).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
    const once = vi.fn().mockRejectedValue(network());
    await expect(ensureCached(readOf(once, { key: 'o', retry: false }))).rejects.toThrow();
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('renders the loading state, then the answer; a change in place and a refetch show at once', async () => {
    let answer = 'a';
    const read = readOf(async () => answer);
    render(<Shown read={read} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('a')).toBeInTheDocument();
    act(() => setCached<string>('k', (value) => `${value}!`));
    expect(screen.getByText('a!')).toBeInTheDocument();
    answer = 'b';
    await act(() => invalidateCached());
    expect(screen.getByText('b')).toBeInTheDocument();
  });

  it('a failure with nothing to show is an error', async () => {
    render(<Shown read={readOf(() => Promise.reject(new Error('no')))} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
  });

  it('prerenders (and so hydrates) in the loading state even with an answer cached', async () => {
    const read = readOf(async () => 'a');
    await ensureCached(read);
    expect(renderToString(<Shown read={read} />)).toContain('pending');
  });
});
