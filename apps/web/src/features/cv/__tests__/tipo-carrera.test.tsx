/**
 * The CV names the study type by the career's own type: an institute's career reads «Carrera técnica», with the
 * technical cycles (III to VI), never «Carrera universitaria». The same view is Mi CV and the company's applicant page.
 */
import type { PostulanteProfileFull } from '@practiperu/shared/cv';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CvView } from '../curriculum-page';

const tecnico: PostulanteProfileFull = {
  nombres: 'Jhon',
  apellidos: 'Huamán Ccori',
  foto: null,
  dni: '71234567',
  sexo: 1,
  fecha_nacimiento: '2004-02-11',
  licencia_conducir: 0,
  estado_estudios: 0,
  tipo_carrera: 0,
  id_inst_educativa: 5012,
  inst_educativa_nombre: 'SENATI',
  id_carrera_actual: 100_310,
  carrera_actual: 'Mecánica de Mantenimiento',
  claves: 'mecanica de mantenimiento',
  ciclo_actual: 2,
  fecha_ingreso: '2024-01-01',
  fecha_egreso: '2026-01-01',
  orden_merito: 0,
  resumen_profesional: 'Estudiante de mecánica de mantenimiento.',
  id_region: 15,
  region: 'Lima',
  provincia: 'Lima',
  distrito: 'Independencia',
  whatsapp: null,
  correo_contacto: 'jhon@demo.pe',
  redes_sociales: [],
  habilidades: [],
  logros: [],
  conocimientos: [],
  idiomas: [],
  formacion_complementaria: [],
  experiencia_laboral: [],
  voluntariados: [],
  proyectos: [],
};

function formacion(profile: PostulanteProfileFull, owner: boolean) {
  render(
    <MemoryRouter>
      <CvView profile={profile} owner={owner} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Formación académica' }).textContent ?? '';
}

describe('the study type on a CV', () => {
  it.each([
    ['Mi CV', true],
    ['the company’s applicant page', false],
  ])('an institute’s career reads «Carrera técnica» with its cycle (%s)', (_, owner) => {
    const text = formacion(tecnico, owner);
    expect(text).toContain('SENATI · Carrera técnica');
    expect(text).toContain('Estudiante · IV ciclo');
    expect(document.body.textContent).not.toMatch(/universitari/i);
  });

  it('a graduate of an institute reads «Carrera técnica» too', () => {
    const egresado = formacion({ ...tecnico, estado_estudios: 1, ciclo_actual: 0 }, false);
    expect(egresado).toContain('SENATI · Carrera técnica');
    expect(egresado).not.toMatch(/universitari/i);
  });

  it('a university career reads «Carrera universitaria»', () => {
    const text = formacion(
      { ...tecnico, tipo_carrera: 1, inst_educativa_nombre: 'Universidad Nacional de Ingeniería', ciclo_actual: 4 },
      false,
    );
    expect(text).toContain('Universidad Nacional de Ingeniería · Carrera universitaria');
    expect(text).toContain('Estudiante · VIII ciclo');
  });
});
