/**
 * A password change that keeps the current password is refused at the new password's field: on the page before
 * anything is sent, and when the server says so.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAME_PASSWORD } from '@practiperu/shared/schemas/cuenta';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePasswordForm } from '../update-password-page';

afterEach(() => vi.unstubAllGlobals());

async function fill(actual: string, nueva: string) {
  const user = userEvent.setup();
  render(<UpdatePasswordForm />);
  await user.type(screen.getByLabelText('Contraseña actual', { exact: false }), actual);
  await user.type(screen.getByLabelText(/^Nueva contraseña/), nueva);
  await user.type(screen.getByLabelText('Repetir nueva contraseña', { exact: false }), nueva);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('a new password equal to the current one', () => {
  it('is said at the new password, and nothing is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await fill('Clave1234', 'Clave1234');
    expect(await screen.findByText(SAME_PASSWORD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual', { exact: false })).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the server's refusal goes to the new password's field, not to the current one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ state: false, data: [], message: SAME_PASSWORD, optional: { errors: { clave: SAME_PASSWORD } } }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    await fill('Clave1234', 'Nueva12345');
    expect(await screen.findByText(SAME_PASSWORD)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nueva contraseña/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña actual', { exact: false })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(SAME_PASSWORD)).toHaveLength(1);
  });
});
