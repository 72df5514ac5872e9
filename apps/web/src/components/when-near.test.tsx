import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** A stand-in for the browser's observer: the test says when the place comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  come(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

const show = () =>
  render(
    <MantineProvider>
      <WhenNear minHeight={480}>
        <p>records</p>
      </WhenNear>
    </MantineProvider>,
  );

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the place until it comes within half a screen of the viewport, then renders and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    show();
    expect(screen.queryByText('records')).toBeNull();
    const observer = FakeObserver.last;
    expect(observer?.observed).toEqual([screen.getByTestId('when-near')]);
    expect(observer?.options?.rootMargin).toBe('1000000px 0px 400px 0px');
    observer?.come(false);
    expect(screen.queryByText('records')).toBeNull();
    observer?.come(true);
    expect(screen.getByText('records')).toBeTruthy();
    expect(screen.queryByTestId('when-near')).toBeNull();
    expect(observer?.disconnected).toBe(true);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    show();
    expect(screen.getByText('records')).toBeTruthy();
  });
});
