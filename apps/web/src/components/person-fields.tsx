/**
 * Fields that several forms ask for in the same words: the person's names (applicant and company registration,
 * contact update, CV personal data), the company contact (company registration, contact update), the access data
 * of a registration, a phone number and the contact e-mail (CV contact, company data). Each group sees the form as a
 * form of its own fields.
 *
 * The groups are functions called inside the form's JSX, not components: react-hook-form focuses the first field in
 * error in the order the fields were registered, and a component registers its fields only after its parent's
 * render, so the focus after a failed submit would jump past them. (PhoneField takes the registered props.)
 */
import { PHONE_LENGTH, PHONE_PREFIX } from '@practiperu/shared/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from './field';
import { PasswordFields } from './password-fields';

/** What a field group needs of a form that has the fields `N` (a react-hook-form form is one). */
export interface FormFields<N extends string> {
  register: <K extends N>(name: K) => UseFormRegisterReturn<K>;
  formState: { errors: Partial<Record<N, { message?: string }>> };
}

/** A Peruvian phone number: the prefix is shown, the 9 digits are typed (say both in the hint). */
export function PhoneField(props: Omit<FieldProps, 'prefix' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <Field prefix={PHONE_PREFIX} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH} {...props} />;
}

/** The e-mail the applicants or the companies write to. */
export function contactEmailField(form: FormFields<'correo_contacto'>, props?: Pick<FieldProps, 'hint' | 'className'>) {
  return (
    <Field
      label="Correo de contacto"
      required
      type="email"
      autoComplete="email"
      maxLength={255}
      {...props}
      error={form.formState.errors.correo_contacto?.message}
      {...form.register('correo_contacto')}
    />
  );
}

export function nameFields(form: FormFields<'nombres' | 'apellidos'>) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Nombres"
        required
        autoComplete="given-name"
        maxLength={30}
        error={errors.nombres?.message}
        {...form.register('nombres')}
      />
      <Field
        label="Apellidos"
        required
        autoComplete="family-name"
        maxLength={30}
        error={errors.apellidos?.message}
        {...form.register('apellidos')}
      />
    </>
  );
}

/** The company's contact person, two to a row. */
export function contactPersonFields(form: FormFields<'nombres' | 'apellidos' | 'nro_contacto' | 'cargo'>) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {nameFields(form)}
      <PhoneField
        label="Número de contacto"
        required
        hint={`9 dígitos, sin el ${PHONE_PREFIX}.`}
        error={errors.nro_contacto?.message}
        {...form.register('nro_contacto')}
      />
      <Field
        label="Cargo"
        required
        autoComplete="organization-title"
        maxLength={30}
        error={errors.cargo?.message}
        {...form.register('cargo')}
      />
    </div>
  );
}

/** The e-mail and the new password, twice, of a registration. */
export function accessFields(form: FormFields<'correo' | 'clave' | 'repetir_clave'>, correoHint?: string) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Correo electrónico"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={255}
        hint={correoHint}
        error={errors.correo?.message}
        {...form.register('correo')}
      />
      <PasswordFields
        password={form.register('clave')}
        repeat={form.register('repetir_clave')}
        passwordError={errors.clave?.message}
        repeatError={errors.repetir_clave?.message}
        sideBySide
      />
    </>
  );
}
