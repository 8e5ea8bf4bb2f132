import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
it('plain form submits on Enter (sanity)', async () => {
  const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
  render(<form onSubmit={onSubmit}><input aria-label="a" /><input aria-label="b" /><button type="submit">Ir</button></form>);
  await userEvent.type(screen.getByLabelText('a'), 'x{Enter}');
  expect(onSubmit).toHaveBeenCalled();
});
