import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inCoolOff, useCoolOffClock } from './cool-off';

describe('inCoolOff', () => {
  it('is in its cool-off until usableFrom', () => {
    const at = Date.parse('2026-11-29T12:00:00Z');
    expect(inCoolOff({ usableFrom: '2026-11-29T12:00:01Z' }, at)).toBe(true);
    expect(inCoolOff({ usableFrom: '2026-11-29T12:00:00Z' }, at)).toBe(false);
  });
});

describe('useCoolOffClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on by itself once the next cool-off is over, and then waits for the one after', () => {
    const items = [
      { usableFrom: '2026-11-29T11:00:00Z' },
      { usableFrom: '2026-11-29T12:00:10Z' },
      { usableFrom: '2026-11-29T12:01:00Z' },
    ];
    const { result } = renderHook(() => useCoolOffClock(items));
    const start = result.current;
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBeGreaterThan(new Date('2026-11-29T12:00:10Z').getTime());
    act(() => vi.advanceTimersByTime(50_000));
    expect(result.current).toBeGreaterThan(new Date('2026-11-29T12:01:00Z').getTime());
  });

  it('sets no timer when every item is usable already', () => {
    renderHook(() => useCoolOffClock([{ usableFrom: '2026-11-29T11:00:00Z' }]));
    expect(vi.getTimerCount()).toBe(0);
  });
});
