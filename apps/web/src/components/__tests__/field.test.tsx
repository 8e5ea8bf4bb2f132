import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@practiperu/shared/schemas/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, Field, Form, FormAlert, PasswordField, SelectField, TextareaField } from '../field';
import { zeroTimersBeforeRender } from '../../testing/timers-first';
import { useAppForm } from '../use-app-form';

describe('Field', () => {
  it('shows the error under the field and ties it to the input', () => {
    render(<Field label="Correo" error="No se reconoce como correo" />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('No se reconoce como correo');
    expect(input.className).toContain('border-red-600');
  });

  it('describes the field with its hint while there is no error', () => {
    render(<Field label="WhatsApp" hint="9 dígitos, sin el +51" />);
    const input = screen.getByRole('textbox', { name: 'WhatsApp' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('9 dígitos, sin el +51');
  });

  it('can be marked in error without a message of its own', () => {
    render(<Field label="Correo" invalid />);
    const input = screen.getByRole('textbox', { name: 'Correo' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks a required field for assistive technology without browser validation', () => {
    render(<Field label="Nombres" required />);
    const input = screen.getByRole('textbox', { name: 'Nombres' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
  });

  it("keeps a required label's «*» beside its words, and a badge after both (no «*» alone on a phone's line)", () => {
    render(<TextareaField label="Resumen profesional" required badge={<span>requerido para postular</span>} />);
    const textarea = screen.getByRole('textbox', { name: 'Resumen profesional requerido para postular' });
    const label = (textarea as HTMLTextAreaElement).labels[0];
    // A no-break space ties the mark to the last word; the badge, which may wrap, comes after it.
    expect(label?.textContent).toBe('Resumen profesional\u00a0* requerido para postular');
  });

  it('counts characters as the user types', async () => {
    render(<TextareaField label="Resumen profesional" maxLength={500} showCount defaultValue="Hola" />);
    const textarea = screen.getByRole('textbox', { name: 'Resumen profesional' });
    expect(screen.getByText('4/500')).toBeInTheDocument();
    await userEvent.type(textarea, ' mundo');
    expect(screen.getByText('10/500')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('10/500 caracteres');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('FormAlert', () => {
  it('interrupts with an error and stays away while there is nothing to say', () => {
    const { rerender, container } = render(<FormAlert>{undefined}</FormAlert>);
    expect(container).toBeEmptyDOMElement();
    rerender(<FormAlert>Correo o contraseña incorrectos</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Correo o contraseña incorrectos');
  });

  it('reports a success politely', () => {
    render(<FormAlert variant="success">Te enviamos un correo</FormAlert>);
    expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un correo');
  });
});

// A login-like form: errors under the fields, typing clears an error, Enter does not submit, focus to the first error.
const schema = z.object({
  correo: z.email('No se reconoce como correo'),
  clave: z.string().min(8, 'Mínimo 8 caracteres'),
  region: z.string().min(1, 'Elige una región'),
  resumen: z.string(),
  terminos: z.literal(true, 'Acepta los términos y condiciones y la política de privacidad'),
});

function LoginLikeForm({ onValid, serverError }: { onValid: (values: z.output<typeof schema>) => void; serverError?: string }) {
  const form = useAppForm({
    resolver: zodResolver(schema),
    defaultValues: { correo: '', clave: '', region: '', resumen: '', terminos: false as unknown as true },
  });
  const { errors } = form.formState;
  return (
    <Form
      onSubmit={form.handleSubmit((values) => {
        if (serverError) {
          // One message for both fields: the e-mail is only marked, the password carries the text.
          form.setError('correo', { type: 'server' });
          form.setError('clave', { type: 'server', message: serverError });
          return;
        }
        onValid(values);
      })}
    >
      <Field label="Correo" type="email" invalid={!!errors.correo} error={errors.correo?.message} {...form.register('correo')} />
      <PasswordField label="Contraseña" error={errors.clave?.message} {...form.register('clave')} />
      <SelectField label="Región" placeholder="Elige una opción" error={errors.region?.message} {...form.register('region')}>
        <option value="15">Lima</option>
        <option value="4">Arequipa</option>
      </SelectField>
      <TextareaField label="Resumen" error={errors.resumen?.message} {...form.register('resumen')} />
      <CheckboxField label="Acepto los términos" error={errors.terminos?.message} {...form.register('terminos')} />
      <button type="submit">Ingresar</button>
    </Form>
  );
}

describe('forms', () => {
  it('shows each error under its field and moves focus to the first one', async () => {
    const onValid = vi.fn();
    render(<LoginLikeForm onValid={onValid} />);
    // The field that takes the focus already says what is wrong (a screen reader reads both), and the messages are
    // drawn by the time the click is done, however late React would draw them on its own.
    const described: string[] = [];
    const onFocus = (e: FocusEvent) => described.push((e.target as HTMLElement).getAttribute('aria-describedby') ?? '');
    document.addEventListener('focusin', onFocus);
    const restoreTimers = zeroTimersBeforeRender();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    } finally {
      restoreTimers();
      document.removeEventListener('focusin', onFocus);
    }

    const correo = screen.getByRole('textbox', { name: 'Correo' });
    expect(correo).toHaveFocus();
    expect(correo).toHaveAccessibleDescription('No se reconoce como correo');
    expect(described.at(-1)).toBe(correo.getAttribute('aria-describedby'));
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Mínimo 8 caracteres');
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveAccessibleDescription('Elige una región');
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos' })).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('focuses the first error even when it is further down the form (ref reaches every kind of field)', async () => {
    render(<LoginLikeForm onValid={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@example.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByRole('combobox', { name: 'Región' })).toHaveFocus();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos' })).toHaveFocus();
  });

  it('clears the error of a field as soon as the user types in it, and only that one', async () => {
    render(<LoginLikeForm onValid={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'a');
    // 'a' is still not an e-mail, but the user is writing: no error until the next submit.
    expect(screen.queryByText('No se reconoce como correo')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByText('No se reconoce como correo')).toBeInTheDocument();
  });

  it('clears errors set from the server answer too', async () => {
    render(<LoginLikeForm onValid={() => {}} serverError="Correo o contraseña incorrectos" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@example.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Lima');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    // Set in the submit handler, after the click's own work: drawn in React's next render, awaited.
    expect(await screen.findByText('Correo o contraseña incorrectos')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Contraseña'), '4');
    expect(screen.queryByText('Correo o contraseña incorrectos')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not submit on Enter in an input; only the submit button does', async () => {
    const onValid = vi.fn();
    render(<LoginLikeForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@example.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123{Enter}');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Lima');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), '{Enter}');
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.queryByText(/Mínimo|No se reconoce|Elige una región/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(onValid).toHaveBeenCalledWith({
      correo: 'ana@example.pe',
      clave: 'secreta123',
      region: '15',
      resumen: '',
      terminos: true,
    });
  });

  it('keeps Enter for new lines in a textarea and for the submit button', async () => {
    const onValid = vi.fn();
    render(<LoginLikeForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Resumen' }), 'Primera línea{Enter}Segunda línea');
    expect(screen.getByRole('textbox', { name: 'Resumen' })).toHaveValue('Primera línea\nSegunda línea');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Correo' }), 'ana@example.pe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Región' }), 'Lima');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acepto los términos' }));
    screen.getByRole('button', { name: 'Ingresar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onValid).toHaveBeenCalledOnce();
  });
});
