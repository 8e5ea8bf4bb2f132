import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonCard, SkeletonGroup, SkeletonText } from '../skeleton';

describe('skeletons', () => {
  it('mark the area busy and say Cargando… to screen readers only', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton className="h-32 w-32 rounded-full" />
        <SkeletonText lines={4} />
      </SkeletonGroup>,
    );
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.getByRole('status')).toHaveClass('sr-only');
  });

  it('keep their shapes out of the accessibility tree', () => {
    const { container } = render(
      <SkeletonGroup label="Cargando ofertas…">
        <SkeletonCard />
        <SkeletonText lines={4} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ofertas…');
    const shapes = container.querySelectorAll('[aria-busy] > :not([role="status"])');
    expect(shapes).toHaveLength(2);
    shapes.forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
  });

  it('draw the requested number of lines, the last one shorter', () => {
    const { container } = render(<SkeletonText lines={4} />);
    const lines = container.querySelectorAll('[aria-hidden] > div');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveClass('w-2/3');
  });

  it('show three lines when a group is given no shapes', () => {
    const { container } = render(<SkeletonGroup />);
    expect(container.querySelectorAll('[aria-hidden] > div')).toHaveLength(3);
  });
});
