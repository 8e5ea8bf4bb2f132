/**
 * The registration's server message also goes to the field it names; focus follows, onto a field that already shows
 * its message (so a screen reader says both), however late React draws.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, Form, PasswordField } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import type { ApiResult } from '../api-client';
import { zeroTimersBeforeRender } from '../../testing/timers-first';
import { applyServerErrors, MESSAGE_RULES } from '../server-errors';

interface Values {
  ruc: string;
  correo: string;
  clave: string;
  repetir_clave: string;
}
const FIELDS = ['ruc', 'correo', 'clave', 'repetir_clave'] as const;

function answer(message: string, errors?: Record<string, string>): ApiResult<unknown> {
  return { state: false, data: [], message, status: 400, ...(errors ? { optional: { errors } } : {}) };
}

function Registration({ result }: { result: ApiResult<unknown> }) {
  const form = useAppForm<Values>({ defaultValues: { ruc: '', correo: '', clave: '', repetir_clave: '' } });
  const { errors } = form.formState;
  return (
    <Form
      onSubmit={form.handleSubmit(() => {
        applyServerErrors(form, result, FIELDS, [
          { match: MESSAGE_RULES.correo, fields: ['correo'] },
          { match: MESSAGE_RULES.ruc, fields: ['ruc'] },
          { match: MESSAGE_RULES.contrasenas, fields: ['clave', 'repetir_clave'] },
        ]);
      })}
    >
      <Field label="RUC" error={errors.ruc?.message} {...form.register('ruc')} />
      <Field label="Correo" error={errors.correo?.message} {...form.register('correo')} />
      <PasswordField label="Contraseña" error={errors.clave?.message} {...form.register('clave')} />
      <PasswordField label="Repetir contraseña" error={errors.repetir_clave?.message} {...form.register('repetir_clave')} />
      <button type="submit">Registrar</button>
    </Form>
  );
}

async function submit(result: ApiResult<unknown>) {
  render(<Registration result={result} />);
  await userEvent.click(screen.getByRole('button', { name: 'Registrar' }));
}

describe('applyServerErrors', () => {
  it("puts a message about the e-mail on the e-mail field and focuses it ('Ya existe una cuenta con este correo.')", async () => {
    await submit(answer('Ya existe una cuenta con este correo.'));
    const correo = screen.getByRole('textbox', { name: 'Correo' });
    // The form submits asynchronously (validation first): on a busy machine the error can land after the click returns.
    await waitFor(() => expect(correo).toHaveAttribute('aria-invalid', 'true'));
    expect(correo).toHaveAccessibleDescription('Ya existe una cuenta con este correo.');
    await waitFor(() => expect(correo).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'RUC' })).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first field once it shows its message, also when the machine is slow to draw', async () => {
    const restoreTimers = zeroTimersBeforeRender();
    const seen: (string | null)[] = [];
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (el.getAttribute('name') === 'ruc') seen.push(`${el.getAttribute('aria-invalid')} ${el.getAttribute('aria-describedby') ?? ''}`);
    };
    document.addEventListener('focusin', onFocus);
    try {
      await submit(answer('Debe tener 11 caracteres', { ruc: 'Debe tener 11 caracteres' }));
      const ruc = screen.getByRole('textbox', { name: 'RUC' });
      await waitFor(() => expect(ruc).toHaveFocus());
      expect(ruc).toHaveAccessibleDescription('Debe tener 11 caracteres');
      // When it took the focus it was already marked and described by its message.
      expect(seen).toEqual([`true ${ruc.getAttribute('aria-describedby')}`]);
    } finally {
      document.removeEventListener('focusin', onFocus);
      restoreTimers();
    }
  });

  it('puts a message about the RUC on the RUC field', async () => {
    await submit(answer('Ya existe una empresa registrada con este RUC.'));
    const ruc = screen.getByRole('textbox', { name: 'RUC' });
    expect(ruc).toHaveAccessibleDescription('Ya existe una empresa registrada con este RUC.');
    await waitFor(() => expect(ruc).toHaveFocus());
  });

  it("puts 'contraseñas' on both password fields and focuses the first", async () => {
    await submit(answer('Las contraseñas no coinciden'));
    const clave = screen.getByLabelText('Contraseña');
    const repetir = screen.getByLabelText('Repetir contraseña');
    expect(clave).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(repetir).toHaveAccessibleDescription('Las contraseñas no coinciden');
    await waitFor(() => expect(clave).toHaveFocus());
  });

  it('sends optional.errors to their own fields, first one in form order focused, unknown names ignored', async () => {
    await submit(answer('Debe tener 11 caracteres', { correo: 'No se reconoce como correo', ruc: 'Debe tener 11 caracteres', token: 'x' }));
    const ruc = screen.getByRole('textbox', { name: 'RUC' });
    expect(ruc).toHaveAccessibleDescription('Debe tener 11 caracteres');
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAccessibleDescription('No se reconoce como correo');
    await waitFor(() => expect(ruc).toHaveFocus());
  });

  it("does not mistake a word that contains 'ruc' for the RUC", async () => {
    await submit(answer('Siga las instrucciones del correo.'));
    expect(screen.getByRole('textbox', { name: 'RUC' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks nothing when the message names no field (the error box alone tells it)', async () => {
    await submit(answer('Se produjo un error, vuelva a intentarlo más adelante.'));
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('typing in the field clears the server’s error', async () => {
    await submit(answer('Ya existe una cuenta con este correo.'));
    const correo = screen.getByRole('textbox', { name: 'Correo' });
    await userEvent.type(correo, 'a');
    expect(correo).not.toHaveAttribute('aria-invalid');
  });
});
