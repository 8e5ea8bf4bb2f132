import { describe, expect, it } from 'vitest';
import {
  chequeosLey28518,
  cumpleLey28518,
  explicacionLey28518,
  LEY_28518_MESSAGES,
  revisarJornada,
  revisarLey28518,
  subvencionMinimaPara,
} from './ley28518.ts';

const RMV = 1130;

describe('Ley 28518: the schedule and the subsidy of an internship offer', () => {
  it('a pre-professional internship of 6 hours a day, 5 days, paid the minimum, complies', () => {
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 6, diasSemana: 5 }, 1130, RMV)).toEqual([]);
  });

  it('a pre-professional internship allows 6 hours a day and 30 a week at most', () => {
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 7, diasSemana: 4 }, 1130, RMV)).toEqual([
      { campo: 'horas_dia', mensaje: 'La Ley 28518 permite como máximo 6 horas diarias en las prácticas preprofesionales.' },
    ]);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 6, diasSemana: 6 }, 1130, RMV)).toEqual([
      { campo: 'dias_semana', mensaje: 'La Ley 28518 permite como máximo 30 horas semanales en las prácticas preprofesionales.' },
    ]);
  });

  it('a professional internship allows 8 hours a day and 48 a week', () => {
    expect(revisarLey28518('PROFESIONAL', { horasDia: 8, diasSemana: 6 }, 1130, RMV)).toEqual([]);
    expect(revisarLey28518('PROFESIONAL', { horasDia: 9, diasSemana: 5 }, 1130, RMV)).toEqual([
      { campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.horasDia('PROFESIONAL') },
    ]);
  });

  it('part time pays at least the proportional minimum, rounded up to the sol', () => {
    // 4 h × 5 days = 20 of 30 weekly hours: 1130 × 20 / 30 = 753.33 → 754.
    expect(subvencionMinimaPara('PREPROFESIONAL', { horasDia: 4, diasSemana: 5 }, RMV)).toBe(754);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4, diasSemana: 5 }, 754, RMV)).toEqual([]);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4, diasSemana: 5 }, 700, RMV)).toEqual([
      { campo: 'subvencion', mensaje: 'Según la Ley 28518, por 20 horas semanales la subvención no puede ser menor de S/ 754.' },
    ]);
    // A full professional week asks for the whole minimum.
    expect(subvencionMinimaPara('PROFESIONAL', { horasDia: 8, diasSemana: 6 }, RMV)).toBe(1130);
  });

  it('the law gives a weekly rest day: 7 days a week is refused with the reason, whatever the hours', () => {
    // 4 h × 7 days is 28 of 30 weekly hours and S/ 1,060 is above the proportional S/ 1,055: only the rest day fails.
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4, diasSemana: 7 }, 1060, RMV)).toEqual([
      { campo: 'dias_semana', mensaje: 'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.' },
    ]);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4, diasSemana: 6 }, 1130, RMV)).toEqual([]);
    expect(revisarJornada('PROFESIONAL', { horasDia: 6, diasSemana: 7 }).map((f) => f.mensaje)).toEqual([
      LEY_28518_MESSAGES.descansoSemanal,
    ]);
  });

  it('half hours are a schedule: 4.5 h a day counts 22.5 h a week', () => {
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4.5, diasSemana: 5 }, 848, RMV)).toEqual([]);
    // 1130 × 22.5 ÷ 30 = 847.5 → 848.
    expect(subvencionMinimaPara('PREPROFESIONAL', { horasDia: 4.5, diasSemana: 5 }, RMV)).toBe(848);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 4.5, diasSemana: 5 }, 800, RMV)).toEqual([
      { campo: 'subvencion', mensaje: 'Según la Ley 28518, por 22.5 horas semanales la subvención no puede ser menor de S/ 848.' },
    ]);
    expect(revisarLey28518('PREPROFESIONAL', { horasDia: 6.5, diasSemana: 4 }, 1130, RMV)).toEqual([
      { campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.horasDia('PREPROFESIONAL') },
    ]);
  });

  it('«Tiempo completo» is at least 4 hours a day on average: 3 h × 5 days is part time', () => {
    expect(revisarJornada('PREPROFESIONAL', { horasDia: 3, diasSemana: 5 }, 'Tiempo completo')).toEqual([
      {
        campo: 'horario',
        mensaje: 'Con menos de 4 horas diarias en promedio la jornada es a tiempo parcial: elige «Tiempo parcial» o aumenta las horas.',
      },
    ]);
    // Over a 6-day week the average counts 6 days: 3.5 h × 6 = 21 h is 3.5 a day.
    expect(revisarJornada('PREPROFESIONAL', { horasDia: 3.5, diasSemana: 6 }, 'Tiempo completo')).toHaveLength(1);
    expect(revisarJornada('PREPROFESIONAL', { horasDia: 4, diasSemana: 5 }, 'Tiempo completo')).toEqual([]);
    expect(revisarJornada('PREPROFESIONAL', { horasDia: 3, diasSemana: 5 }, 'Tiempo parcial')).toEqual([]);
  });

  it('a schedule that is not one (0 hours, 8 days, quarter hours) is refused before any rule', () => {
    for (const jornada of [
      { horasDia: 0, diasSemana: 5 },
      { horasDia: 6, diasSemana: 8 },
      { horasDia: 5.25, diasSemana: 5 },
      { horasDia: 5, diasSemana: 4.5 },
    ]) {
      expect(revisarLey28518('PREPROFESIONAL', jornada, 1130, RMV)).toEqual([
        { campo: 'horas_dia', mensaje: LEY_28518_MESSAGES.jornadaInvalida },
      ]);
    }
  });

  it('explains to a student the hours and the least subsidy the schedule entitles them to', () => {
    const texto = explicacionLey28518('PREPROFESIONAL', { horasDia: 4, diasSemana: 5 }, RMV);
    expect(texto.jornada).toBe(
      '4 h diarias, 5 días a la semana (20 h semanales), dentro del máximo de 6 h diarias y 30 semanales para las prácticas ' +
        'preprofesionales. Por esta jornada te corresponde una subvención mensual no menor de S/ 754.',
    );
    expect(texto.derechos).toContain('seguro de salud');
  });
});

describe('the checks the administrator sees and the mark sums up', () => {
  const oferta = {
    modalidad: 'PREPROFESIONAL' as const,
    horario: 'Tiempo parcial',
    horas_dia: 4,
    dias_semana: 5,
    salario: 754,
    idniveltec: 0,
    idniveluniv: 6,
    idnivelotros: 0,
  };

  it('a compliant offer passes the three checks and carries the mark', () => {
    expect(chequeosLey28518(oferta, RMV).map((c) => [c.regla, c.cumple])).toEqual([
      ['jornada', true],
      ['subvencion', true],
      ['modalidad', true],
    ]);
    expect(cumpleLey28518(oferta, RMV)).toBe(true);
  });

  it('each broken rule is named: long week, low subsidy, a graduate level in a pre-professional internship', () => {
    const mala = { ...oferta, horas_dia: 6, dias_semana: 6, salario: 500, idniveluniv: 7 };
    const chequeos = chequeosLey28518(mala, RMV);
    expect(chequeos.every((c) => !c.cumple)).toBe(true);
    expect(chequeos[1]?.detalle).toBe('S/ 500 al mes (mínimo para esta jornada: S/ 1,130).');
    expect(cumpleLey28518(mala, RMV)).toBe(false);
  });

  it('full time pays the whole minimum even when the week is shorter', () => {
    expect(cumpleLey28518({ ...oferta, horario: 'Tiempo completo', salario: 800 }, RMV)).toBe(false);
  });

  it('7 days a week fails the schedule check and loses the mark, with the reason in the detail', () => {
    const siete = { ...oferta, horas_dia: 4, dias_semana: 7, salario: 1060 };
    const [jornada] = chequeosLey28518(siete, RMV);
    expect(jornada).toEqual({
      regla: 'jornada',
      titulo: 'Jornada',
      cumple: false,
      detalle:
        '4 h diarias × 7 días = 28 h semanales (máximo 6 h diarias y 30 semanales). ' +
        'La Ley 28518 da al practicante un día de descanso a la semana: indica como máximo 6 días.',
    });
    expect(cumpleLey28518(siete, RMV)).toBe(false);
  });

  it('half hours carry the mark when the rest passes', () => {
    expect(cumpleLey28518({ ...oferta, horas_dia: 4.5, salario: 848 }, RMV)).toBe(true);
  });

  it('an offer without a schedule does not carry the mark', () => {
    expect(cumpleLey28518({ ...oferta, horas_dia: null, dias_semana: null }, RMV)).toBe(false);
  });
});
