/** Every rule and message of the company data forms. */
import { describe, expect, it } from 'vitest';
import { ORGANIZACION_MESSAGES } from '../organizacion.ts';
import {
  organizacionContactSchema,
  organizacionFormSchema,
  organizacionLocationSchema,
  organizacionSocialSchema,
  organizacionUpdateRequestSchema,
} from './organizacion.ts';
import type { z } from './zod.ts';

function errors(s: z.ZodType, input: unknown): Record<string, string> {
  const result = s.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

describe('contact: e-mail and phone', () => {
  const valid = { correo_contacto: 'rrhh@andina.pe', numero_contacto: '987654321' };

  it('passes', () => {
    expect(organizacionContactSchema.parse({ ...valid, correo_contacto: ' rrhh@andina.pe ' })).toEqual(valid);
  });

  it('correo_contacto is required, valid, at most 255', () => {
    expect(errors(organizacionContactSchema, { ...valid, correo_contacto: '' }).correo_contacto).toBe('Requerido');
    expect(errors(organizacionContactSchema, { ...valid, correo_contacto: 'rrhh@' }).correo_contacto).toBe('Correo inválido');
    expect(errors(organizacionContactSchema, { ...valid, correo_contacto: `${'a'.repeat(251)}@x.pe` }).correo_contacto).toBe(
      'Máximo 255 caracteres',
    );
  });

  it('numero_contacto: digits only (Sólo números), exactly 9', () => {
    expect(errors(organizacionContactSchema, { ...valid, numero_contacto: '98765432a' }).numero_contacto).toBe('Sólo números');
    expect(errors(organizacionContactSchema, { ...valid, numero_contacto: '98765432' }).numero_contacto).toBe('Mínimo 9');
    expect(errors(organizacionContactSchema, { ...valid, numero_contacto: '9876543210' }).numero_contacto).toBe('Máximo 9 caracteres');
    expect(errors(organizacionContactSchema, { ...valid, numero_contacto: '' }).numero_contacto).toBe('Requerido');
  });
});

describe('more information: sectors, description, web and networks', () => {
  const valid = {
    sector: [3, 7],
    descripcion: 'Operador logístico del sur del Perú.',
    web: 'https://andina.pe',
    fb: 'https://www.facebook.com/andinalogistica',
    linkedin: 'https://www.linkedin.com/company/andina-logistica',
    instagram: 'https://www.instagram.com/andina.logistica',
  };

  it('passes; every link is optional (blank → null)', () => {
    expect(organizacionSocialSchema.parse(valid)).toEqual(valid);
    expect(organizacionSocialSchema.parse({ ...valid, web: '', fb: ' ', linkedin: null, instagram: undefined })).toMatchObject({
      web: null,
      fb: null,
      linkedin: null,
      instagram: null,
    });
  });

  it("a network's bare page name is kept as its full address", () => {
    expect(organizacionSocialSchema.parse({ ...valid, fb: 'andinalogistica', instagram: '@andina.logistica' })).toMatchObject({
      fb: 'https://www.facebook.com/andinalogistica',
      instagram: 'https://www.instagram.com/andina.logistica',
    });
  });

  it('at least 1 sector (Mínimo seleccione 1 sector), at most 10, repeated once', () => {
    expect(errors(organizacionSocialSchema, { ...valid, sector: [] }).sector).toBe('Mínimo seleccione 1 sector');
    expect(errors(organizacionSocialSchema, { ...valid, sector: '' }).sector).toBe('Mínimo seleccione 1 sector');
    expect(errors(organizacionSocialSchema, { ...valid, sector: Array.from({ length: 11 }, (_, i) => i + 1) }).sector).toBe('Máximo 10');
    expect(errors(organizacionSocialSchema, { ...valid, sector: ['x'] })['sector.0']).toBe('Elige sectores de la lista');
    expect(organizacionSocialSchema.parse({ ...valid, sector: '3,7,3' }).sector).toEqual([3, 7]);
    // A boolean or a list is no sector id (coerced, `true` was the sector 1).
    expect(errors(organizacionSocialSchema, { ...valid, sector: [true] })['sector.0']).toBe('Elige sectores de la lista');
    expect(errors(organizacionSocialSchema, { ...valid, sector: [[2]] })['sector.0']).toBe('Elige sectores de la lista');
  });

  it('descripcion 5–255: Descripción muy corta, Máximo 255 caracteres', () => {
    expect(errors(organizacionSocialSchema, { ...valid, descripcion: 'Hola' }).descripcion).toBe('Descripción muy corta');
    expect(errors(organizacionSocialSchema, { ...valid, descripcion: 'x'.repeat(256) }).descripcion).toBe('Máximo 255 caracteres');
    expect(errors(organizacionSocialSchema, { ...valid, descripcion: '' }).descripcion).toBe('Requerido');
  });

  it('web is an http(s) URL of at most 200 characters; fb at most 100', () => {
    expect(errors(organizacionSocialSchema, { ...valid, web: 'andina' }).web).toBe('No se reconoce como URL');
    expect(errors(organizacionSocialSchema, { ...valid, web: 'javascript:alert(1)' }).web).toBe(
      'Solo se aceptan direcciones que empiezan con https:// o http://',
    );
    expect(errors(organizacionSocialSchema, { ...valid, web: 'www.andina.pe' }).web).toBe(
      'Escribe la dirección completa, empezando con https://',
    );
    expect(errors(organizacionSocialSchema, { ...valid, web: `https://andina.pe/${'a'.repeat(190)}` }).web).toBe('Máximo 200 caracteres');
    expect(errors(organizacionSocialSchema, { ...valid, fb: `https://www.facebook.com/${'a'.repeat(80)}` }).fb).toBe(
      'Máximo 100 caracteres',
    );
    expect(errors(organizacionSocialSchema, { ...valid, web: 42 }).web).toBe('No se reconoce como URL');
  });

  it('each network takes only its own site', () => {
    expect(errors(organizacionSocialSchema, { ...valid, linkedin: 'https://www.facebook.com/andina' }).linkedin).toBe(
      'Debe ser una dirección de LinkedIn (linkedin.com)',
    );
    expect(errors(organizacionSocialSchema, { ...valid, instagram: 'https://instagram.com.evil.pe/andina' }).instagram).toBe(
      'Debe ser una dirección de Instagram (instagram.com)',
    );
    expect(errors(organizacionSocialSchema, { ...valid, fb: 'https://www.facebook.com/' }).fb).toBe(
      'Escribe la dirección de la página de tu empresa en Facebook',
    );
  });
});

describe('location: region, district, address', () => {
  const valid = { id_region: 4, region: 'Arequipa', distrito: 'Cerro Colorado', direccion: 'Av. Aviación 602' };

  it('passes; the address is optional', () => {
    expect(organizacionLocationSchema.parse(valid)).toEqual(valid);
    expect(organizacionLocationSchema.parse({ ...valid, direccion: '' }).direccion).toBeNull();
  });

  it('region and id_region: Seleccione', () => {
    expect(errors(organizacionLocationSchema, { ...valid, id_region: 0 }).id_region).toBe('Seleccione');
    expect(errors(organizacionLocationSchema, { ...valid, id_region: '' }).id_region).toBe('Seleccione');
    expect(errors(organizacionLocationSchema, { ...valid, id_region: 26 }).id_region).toBe('Seleccione');
    expect(errors(organizacionLocationSchema, { ...valid, region: '' }).region).toBe('Seleccione');
  });

  it('distrito is required, at most 60; direccion at most 150', () => {
    expect(errors(organizacionLocationSchema, { ...valid, distrito: '' }).distrito).toBe('Requerido');
    expect(errors(organizacionLocationSchema, { ...valid, distrito: 'x'.repeat(61) }).distrito).toBe('Máximo 60 caracteres');
    expect(errors(organizacionLocationSchema, { ...valid, direccion: 'x'.repeat(150) }).direccion).toBeUndefined();
    expect(errors(organizacionLocationSchema, { ...valid, direccion: 'x'.repeat(151) }).direccion).toBe('Máximo 150 caracteres');
  });
});

describe('the update call', () => {
  it('names one of three forms', () => {
    expect(errors(organizacionUpdateRequestSchema, { form: 'logo', data: {} })).toEqual({ form: ORGANIZACION_MESSAGES.form });
    expect(errors(organizacionUpdateRequestSchema, { form: 'contact' })).toEqual({ data: 'Requerido' });
    expect(organizacionFormSchema('location')).toBe(organizacionLocationSchema);
    expect(organizacionFormSchema('social')).toBe(organizacionSocialSchema);
    expect(organizacionFormSchema('contact')).toBe(organizacionContactSchema);
  });
});
