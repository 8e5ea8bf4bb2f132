import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from '../pagination';

const desktop = { window: 5, neighbours: 2 };
const mobile = { window: 3, neighbours: 1 };
const originalWidth = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('pageWindow on wide screens (window 5, 2 neighbours)', () => {
  it('has nothing to show without pages', () => {
    expect(pageWindow(1, 0, desktop)).toEqual([]);
  });

  it('shows every page when they fit', () => {
    expect(pageWindow(1, 1, desktop)).toEqual([1]);
    expect(pageWindow(2, 3, desktop)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5, desktop)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds the last page without an ellipsis when nothing is skipped', () => {
    expect(pageWindow(1, 6, desktop)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(pageWindow(1, 7, desktop)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('at the start keeps the window at 1…5 and jumps to the last page', () => {
    expect(pageWindow(1, 10, desktop)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageWindow(3, 10, desktop)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageWindow(4, 10, desktop)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 10]);
  });

  it('in the middle centres the current page with two neighbours and both ends', () => {
    expect(pageWindow(10, 20, desktop)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(pageWindow(5, 10, desktop)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]);
  });

  it('at the end keeps the window at the last five pages', () => {
    expect(pageWindow(10, 10, desktop)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(8, 10, desktop)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageWindow(7, 10, desktop)).toEqual([1, 'ellipsis', 5, 6, 7, 8, 9, 10]);
  });

  it('treats a page out of range as the nearest end', () => {
    expect(pageWindow(15, 10, desktop)).toEqual(pageWindow(10, 10, desktop));
    expect(pageWindow(0, 10, desktop)).toEqual(pageWindow(1, 10, desktop));
  });

  it('uses the spec constants by default', () => {
    expect(pageWindow(10, 20)).toEqual(pageWindow(10, 20, desktop));
  });
});

describe('pageWindow up to 768 px (window 3, 1 neighbour)', () => {
  it('shows every page when they fit', () => {
    expect(pageWindow(1, 2, mobile)).toEqual([1, 2]);
    expect(pageWindow(2, 3, mobile)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5, mobile)).toEqual([1, 2, 3, 4, 5]);
  });

  it('at the start', () => {
    expect(pageWindow(1, 10, mobile)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageWindow(2, 10, mobile)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(pageWindow(3, 10, mobile)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });

  it('in the middle', () => {
    expect(pageWindow(5, 10, mobile)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('at the end', () => {
    expect(pageWindow(10, 10, mobile)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageWindow(9, 10, mobile)).toEqual([1, 'ellipsis', 8, 9, 10]);
    expect(pageWindow(8, 10, mobile)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  afterEach(() => setWidth(originalWidth));

  function pageNumbers() {
    return screen.queryAllByRole('button', { name: /^Página \d+$/ }).map((b) => Number(b.textContent));
  }

  it('shows the desktop window, marks the current page and moves to a clicked page', async () => {
    setWidth(1280);
    const onPageChange = vi.fn();
    render(<Pagination currentPage={10} totalPages={20} onPageChange={onPageChange} />);

    expect(pageNumbers()).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Página 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 9' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('button', { name: 'Página 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('uses the smaller window on a phone', () => {
    setWidth(375);
    render(<Pagination currentPage={10} totalPages={20} onPageChange={() => {}} />);
    expect(pageNumbers()).toEqual([1, 9, 10, 11, 20]);
  });

  it('goes to the previous and next page, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('does not reload the page the user is already on', async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('offers Actualizar only when the list can be refreshed', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<Pagination currentPage={1} totalPages={2} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Actualizar' })).not.toBeInTheDocument();

    rerender(<Pagination currentPage={1} totalPages={2} onPageChange={() => {}} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('is a named navigation landmark, so two lists on one screen can be told apart', () => {
    render(
      <>
        <Pagination label="Páginas de ofertas en tu departamento" currentPage={1} totalPages={2} onPageChange={() => {}} />
        <Pagination label="Páginas de ofertas en otros departamentos" currentPage={1} totalPages={2} onPageChange={() => {}} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de ofertas en otros departamentos' });
    expect(within(nav).getAllByRole('button', { name: /^Página/ })).toHaveLength(2);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Pagination currentPage={1} totalPages={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
