import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p data-testid="probe">{useHydrated() ? 'hydrated' : 'as prerendered'}</p>;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(renderToString(<Probe />)).toContain('as prerendered');
  });

  it('is true at once for a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('hydrated');
  });

  it('hydrates the prerendered markup without a mismatch, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('hydrated');
  });
});
