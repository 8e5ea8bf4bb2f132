/**
 * The back office's Mi cuenta: an administrator changes its own password with the other areas' form (current, new,
 * repeat; the hint names the characters allowed), and a server message of a failed try goes as soon as the form is
 * sent again, even when the browser refuses that second try. A wrong current password is said once, at its field;
 * a change is announced once (the green box, no toast too); after it the focus is on the first field.
 */
import { NEW_PASSWORD_CHARS_MESSAGE, NEW_PASSWORD_MESSAGE } from '@practiperu/shared/cuenta';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zeroTimersBeforeRender } from '../../../testing/timers-first';
import { AdminCuentaPage } from '../cuenta-page';
import { fakeApi, readyButton, renderPage, writes } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('Mi cuenta of the back office', () => {
  it('changes the password: the current one, the new one twice; a wrong current one is said at its field, then cleared', async () => {
    let intento = 0;
    const sent = fakeApi({
      'PATCH /api/usuario/updatePassword': () =>
        ++intento === 1
          ? {
              body: {
                state: false,
                message: 'La contraseña actual no es correcta.',
                optional: { errors: { current_password: 'La contraseña actual no es correcta.' } },
              },
            }
          : { body: { state: true, message: 'Tu contraseña se actualizó correctamente.' } },
    });
    renderPage(<AdminCuentaPage />);
    const bloque = screen.getByRole('region', { name: 'Cambiar contraseña' });
    expect(bloque).toHaveTextContent(`${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_CHARS_MESSAGE}.`);
    const actual = within(bloque).getByLabelText(/Contraseña actual/);
    const nueva = within(bloque).getByLabelText(/^Nueva contraseña/);
    const repetir = within(bloque).getByLabelText(/Repetir nueva contraseña/);
    expect(nueva).toHaveAttribute('maxLength', '40');

    await userEvent.type(actual, 'NoEsLaMia1');
    await userEvent.type(nueva, 'Ñandú¿Admin?26');
    await userEvent.type(repetir, 'Ñandú¿Admin?26');
    await userEvent.click(await readyButton('Cambiar contraseña', bloque));
    // Said once, at its field (not in a banner as well).
    expect(await within(bloque).findAllByText('La contraseña actual no es correcta.')).toHaveLength(1);
    expect(actual).toHaveAccessibleDescription(/La contraseña actual no es correcta/);

    // A second try the browser refuses (a character outside the pattern): the server's old message goes.
    await userEvent.clear(nueva);
    await userEvent.type(nueva, 'Clave#2026');
    await userEvent.click(await readyButton('Cambiar contraseña', bloque));
    expect(await within(bloque).findByText(`${NEW_PASSWORD_MESSAGE}. ${NEW_PASSWORD_CHARS_MESSAGE}`)).toBeInTheDocument();
    expect(within(bloque).queryByText('La contraseña actual no es correcta.')).toBeNull();
    expect(writes(sent).filter((s) => s.url === '/api/usuario/updatePassword')).toHaveLength(1);

    await userEvent.clear(actual);
    await userEvent.type(actual, 'Demo12345');
    await userEvent.clear(nueva);
    await userEvent.type(nueva, 'Ñandú¿Admin?26');
    // The sending button drops the focus, and the form is emptied and drawn again: the focus goes back to the first
    // field, also when the machine is slow to draw (a timer would fire before the field is registered again).
    const restoreTimers = zeroTimersBeforeRender();
    try {
      await userEvent.click(await readyButton('Cambiar contraseña', bloque));
      // Said once: the form's green box, not a toast with the same words as well.
      expect(await screen.findAllByText('Tu contraseña se actualizó correctamente.')).toHaveLength(1);
      await waitFor(() => expect(actual).toHaveFocus());
    } finally {
      restoreTimers();
    }
    expect(writes(sent).at(-1)).toMatchObject({
      method: 'PATCH',
      body: { current_password: 'Demo12345', clave: 'Ñandú¿Admin?26', repetir_clave: 'Ñandú¿Admin?26' },
    });
  });
});
