/** The applicant registration form: `POST usuario/registerPostulant`. */
import { registerPostulantFormSchema } from '@practiperu/shared/schemas/cuenta';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CheckboxField, Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { usuario } from '../../lib/api/usuario';
import { formResolver } from '../../lib/form-resolver';
import { accessFields, nameFields } from '../../components/person-fields';
import { goToRegisterContinue } from './registration';
import { applyServerErrors, MESSAGE_RULES } from '../../lib/server-errors';
import { TermsLabel } from '../../components/terms-label';
import { BUTTON_PRIMARY } from '../../components/buttons';

type Output = z.output<typeof registerPostulantFormSchema>;

interface Values {
  nombres: string;
  apellidos: string;
  correo: string;
  clave: string;
  repetir_clave: string;
  terminos: boolean;
  autorizacion_marketing: boolean;
}

const FIELDS = ['nombres', 'apellidos', 'correo', 'clave', 'repetir_clave', 'terminos', 'autorizacion_marketing'] as const;

export function RegisterPostulantForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof registerPostulantFormSchema>(registerPostulantFormSchema),
    defaultValues: { nombres: '', apellidos: '', correo: '', clave: '', repetir_clave: '', terminos: false, autorizacion_marketing: false },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Output) {
    setServerError(null);
    const { nombres, apellidos, correo, clave, repetir_clave, autorizacion_marketing } = values;
    const res = await usuario.registerPostulant({
      body: { nombres, apellidos, correo, clave, repetir_clave, autorizacion_marketing },
    });
    if (res.state) {
      goToRegisterContinue(navigate, 'postulantes', res, correo);
      return;
    }
    setServerError(res.message);
    applyServerErrors(form, res, FIELDS, [
      { match: MESSAGE_RULES.correo, fields: ['correo'] },
      { match: MESSAGE_RULES.contrasenas, fields: ['clave', 'repetir_clave'] },
    ]);
  }

  return (
    <Form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" aria-label="Registro de postulante">
      <div className="grid gap-4 sm:grid-cols-2">{nameFields(form)}</div>
      {accessFields(form)}
      <div className="space-y-3 pt-1">
        <CheckboxField label={<TermsLabel />} required error={errors.terminos?.message} {...form.register('terminos')} />
        <CheckboxField
          label="Acepto recibir ofertas de prácticas y novedades de PractiPerú por correo (opcional)."
          {...form.register('autorizacion_marketing')}
        />
      </div>
      <FormAlert title="No se pudo crear tu cuenta">{serverError}</FormAlert>
      <button type="submit" disabled={isSubmitting} className={`${BUTTON_PRIMARY} w-full`}>
        {isSubmitting ? 'Creando cuenta…' : 'Crear cuenta'}
      </button>
    </Form>
  );
}
