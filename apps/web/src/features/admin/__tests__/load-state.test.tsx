/**
 * A back-office page whose data could not be read says the server's message; «Reintentar» is offered only when trying
 * again can help (the network, the server, a limit), not for a final answer such as an offer id that does not exist.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../lib/api-contract';
import { LoadState } from '../ui';

function fallo(status: number, message: string) {
  return { state: false, data: [], message, status } as unknown as Answer<never, unknown>;
}

describe('a back-office page that could not load', () => {
  it('an offer that does not exist: the message, and no retry that could never help', () => {
    render(<LoadState load={{ res: fallo(404, 'No se encontró la oferta'), loading: false, reload: vi.fn() }}>{() => null}</LoadState>);
    expect(screen.getByText('No se encontró la oferta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it.each([
    [0, 'No hay conexión'],
    [500, 'Se produjo un error, vuelva a intentarlo más adelante.'],
    [429, 'Demasiadas solicitudes'],
  ])('status %i: the message and «Reintentar», which loads again', async (status, message) => {
    const reload = vi.fn();
    render(<LoadState load={{ res: fallo(status, message), loading: false, reload }}>{() => null}</LoadState>);
    expect(screen.getByText(message)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
