/**
 * The rejection dialog checks the reason with the API's schema before sending: empty is 'Indica el motivo del
 * rechazo', fewer than 5 characters 'El motivo debe tener al menos 5 caracteres', both at the field and without a
 * call; a common reason fills the field; the server's 400 lands at the field, another failure above it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../lib/api-contract';
import { MOTIVOS_PAGO, ReasonModal } from '../reason-modal';

function dialog(send: (motivo: string) => Promise<Answer<unknown, unknown>>, onClose = () => {}) {
  render(<ReasonModal open title="Rechazar pago" motivos={MOTIVOS_PAGO} confirmLabel="Rechazar pago" onClose={onClose} send={send} />);
  return {
    field: screen.getByRole('textbox', { name: /^Motivo del rechazo/ }),
    confirm: screen.getByRole('button', { name: 'Rechazar pago' }),
  };
}

const refused = (status: number, message: string, errors?: Record<string, string>): Answer<unknown, unknown> => ({
  state: false,
  status,
  message,
  data: [],
  optional: errors ? { errors } : undefined,
});

describe('the rejection dialog', () => {
  it('an empty or too short reason is refused at its field, and nothing is sent', async () => {
    const send = vi.fn();
    const { field, confirm } = dialog(send);
    await userEvent.click(confirm);
    expect(field).toHaveAccessibleDescription(/^Indica el motivo del rechazo/);
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Mal');
    expect(field).not.toHaveAccessibleDescription(/Indica/);
    await userEvent.click(confirm);
    expect(field).toHaveAccessibleDescription(/^El motivo debe tener al menos 5 caracteres/);
    expect(send).not.toHaveBeenCalled();
  });

  it('a common reason fills the field and is sent', async () => {
    const send = vi.fn(async () => ({ state: true, status: 200, message: '', data: [], optional: {} }) as Answer<unknown, unknown>);
    const { field, confirm } = dialog(send);
    await userEvent.click(screen.getByRole('button', { name: MOTIVOS_PAGO[0] }));
    expect(field).toHaveValue(MOTIVOS_PAGO[0]);
    expect(screen.getByRole('button', { name: MOTIVOS_PAGO[0] })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(confirm);
    expect(send).toHaveBeenCalledWith(MOTIVOS_PAGO[0]);
  });

  it("the server's 400 is shown at the field; another failure above it", async () => {
    const send = vi
      .fn<(motivo: string) => Promise<Answer<unknown, unknown>>>()
      .mockResolvedValueOnce(refused(400, 'Máximo 1000 caracteres', { motivo: 'Máximo 1000 caracteres' }))
      .mockResolvedValueOnce(refused(500, 'Se produjo un error.'));
    const { field, confirm } = dialog(send);
    await userEvent.type(field, 'El número de operación no figura.');
    await userEvent.click(confirm);
    expect(await screen.findByText('Máximo 1000 caracteres')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/^Máximo 1000 caracteres/);
    await userEvent.click(confirm);
    expect(await screen.findByText('Se produjo un error.')).toBeInTheDocument();
  });
});
