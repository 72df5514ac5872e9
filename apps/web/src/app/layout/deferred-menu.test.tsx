import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cloneElement, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuStart } from './deferred-menu';

/** A stand-in for a dropdown module: counts its loads, shows how it was started. */
function fakeMenu() {
  const module = {
    // As the real dropdowns do: the trigger takes the focus over through a cloned autoFocus prop.
    default: ({ start }: { start: DeferredMenuStart }) =>
      cloneElement(
        <button type="button" data-testid="real">
          real menu, {start.opened ? 'open' : 'closed'}
        </button>,
        { autoFocus: start.focused },
      ),
  };
  const load = vi.fn(() => Promise.resolve(module));
  return { load, Dropdown: lazy(load) };
}

function show(hoverOpens = false) {
  const { load, Dropdown } = fakeMenu();
  render(
    <DeferredMenu
      trigger={
        <button type="button" data-testid="light">
          menu
        </button>
      }
      load={load}
      hoverOpens={hoverOpens}
    >
      {(start) => <Dropdown start={start} />}
    </DeferredMenu>,
  );
  return load;
}

describe('a deferred header menu', () => {
  it('draws only its trigger and loads nothing until the reader comes near', () => {
    const load = show();
    expect(screen.getByTestId('light')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts loading on hover without opening a click menu, and opens on the click', async () => {
    const load = show();
    await userEvent.hover(screen.getByTestId('light'));
    expect(load).toHaveBeenCalled();
    expect(screen.queryByTestId('real')).toBeNull();
    await userEvent.click(screen.getByTestId('light'));
    expect(await screen.findByText('real menu, open')).toBeInTheDocument();
  });

  it('opens a hover menu once its code arrives while the pointer stays', async () => {
    show(true);
    await userEvent.hover(screen.getByTestId('light'));
    expect(await screen.findByText('real menu, open')).toBeInTheDocument();
  });

  it('opened from the keyboard, the real trigger keeps the focus', async () => {
    const load = show();
    await userEvent.tab();
    expect(load).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('real')).toHaveFocus();
  });
});
