import { describe, expect, it } from 'vitest';
import { ROLE } from './constants.ts';
import { asientoPuede, PERMISOS_ASIENTO, rolDeAsiento } from './equipo.ts';

const titular = { role: ROLE.RECLUTADOR };
const administrador = { role: ROLE.RECLUTADOR, equipo_rol: 'administrador' as const };
const reclutador = { role: ROLE.RECLUTADOR, equipo_rol: 'reclutador' as const };
const postulante = { role: ROLE.POSTULANTE };
const admin = { role: ROLE.ADMIN };

describe('the one seat rule (decision 047)', () => {
  it('reads the holder, whose session has no seat fields, as an administrator; other roles have no seat', () => {
    expect(rolDeAsiento(titular)).toBe('administrador');
    expect(rolDeAsiento(administrador)).toBe('administrador');
    expect(rolDeAsiento(reclutador)).toBe('reclutador');
    expect(rolDeAsiento(postulante)).toBeNull();
    expect(rolDeAsiento(admin)).toBeNull();
  });

  it('lets administrators manage the company, its money, its team and its trail, and a recruiter seat only ask to feature', () => {
    for (const permiso of ['empresa', 'pagos', 'anularPago', 'equipo', 'actividad', 'notasAjenas'] as const) {
      expect([permiso, asientoPuede(titular, permiso), asientoPuede(administrador, permiso), asientoPuede(reclutador, permiso)]).toEqual([
        permiso,
        true,
        true,
        false,
      ]);
    }
    expect(asientoPuede(reclutador, 'solicitarDestacado')).toBe(true);
    expect(asientoPuede(titular, 'solicitarDestacado')).toBe(false);
  });

  it('gives nothing to a session without a seat, and every permission to some seat', () => {
    for (const permiso of Object.keys(PERMISOS_ASIENTO) as (keyof typeof PERMISOS_ASIENTO)[]) {
      expect(asientoPuede(postulante, permiso)).toBe(false);
      expect(asientoPuede(admin, permiso)).toBe(false);
      expect(PERMISOS_ASIENTO[permiso].length).toBeGreaterThan(0);
    }
  });
});
