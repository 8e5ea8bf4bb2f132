/**
 * The demo evaluation's reading of a CV (eval/demo.ts), rule by rule as the audit of the demo reading found it
 * (eval/auditoria-demo.md): interests only where the applicant states them, a district by its reference name, an
 * institution's usual name from the reference data, any item named after Excel as Excel.
 */
import { describe, expect, it } from 'vitest';
import { conocimientoComoLoLee, distritoDe, interesesDe, siglaDe } from './demo.ts';
import { generarPool, resumenDe } from './generador.ts';

describe('the demo evaluation’s reading of a CV', () => {
  it('reads interests from the sentence that states them and the projects, by stem (D14)', () => {
    expect(
      interesesDe('Estudiante de VI ciclo de Ingeniería Eléctrica. Me interesan la gestión ambiental y las energías renovables.', []),
    ).toEqual(['energía renovable']);
    expect(
      interesesDe('Egresado de Explotación Minera de Sencico. Me interesan la seguridad minera y el planeamiento de mina.', []),
    ).toEqual(['minería']);
    expect(interesesDe('Egresado(a) de Economía de la UNMSM. Interés en presupuestos, análisis financiero y reportes.', [])).toEqual([
      'finanzas',
    ]);
    expect(interesesDe('Me interesan la enseñanza de idiomas y la psicopedagogía.', [])).toEqual(['educación']);
    // The institution's or the career's name is not an interest.
    expect(
      interesesDe(
        'Estudiante de Administración en la Universidad Peruana de Investigación y Negocios. Me interesan el reclutamiento y la selección.',
        [],
      ),
    ).toEqual([]);
    expect(interesesDe('Estudiante de Contabilidad y Finanzas en la UNICA. Me interesan la contabilidad y la tributación.', [])).toEqual(
      [],
    );
    expect(
      interesesDe('Estudiante de Explotación Minera. Me interesa la atención al cliente.', ['Semillero de investigación aplicada']),
    ).toEqual(['investigación']);
  });

  it('reads the generated pool’s summaries and projects as the generator wrote the interests', () => {
    for (const p of generarPool(300, 11)) {
      const proyectos = p.intereses.map((i) => `Proyecto de ${i}`);
      expect(interesesDe(resumenDe(p), proyectos).sort()).toEqual([...p.intereses].sort());
      expect(interesesDe(resumenDe(p), []).sort()).toEqual([...p.intereses].sort());
    }
  });

  it('names a district as the reference data does (D6)', () => {
    expect(distritoDe(15, 'Lima', 'Surco')).toBe('Santiago de Surco');
    expect(distritoDe(15, 'Lima', 'Miraflores')).toBe('Miraflores');
    expect(distritoDe(4, 'Arequipa', 'Miraflores')).toBe('Miraflores');
    // Not a district of that province and no single longer name: kept as written.
    expect(distritoDe(15, 'Lima', 'Nowhere')).toBe('Nowhere');
    expect(distritoDe(0, '', '')).toBe('');
  });

  it('gives an institution the pool’s short name, else the reference data’s (D12)', () => {
    expect(siglaDe('Universidad Nacional de Ingeniería')).toBe('UNI');
    expect(siglaDe('Pontificia Universidad Católica del Perú')).toBe('PUCP');
    expect(siglaDe('Universidad Ricardo Palma')).toBe('URP');
    expect(siglaDe('Universidad Católica Santo Toribio de Mogrovejo')).toBe('USAT');
    expect(siglaDe('Universidad Nacional Federico Villarreal')).toBe('UNFV');
    expect(siglaDe('Idat - Piura')).toBe('IDAT');
    // Institutes whose name is a university's usual name are other institutions.
    expect(siglaDe('San Marcos')).toBe('');
    expect(siglaDe('Norbert Wiener')).toBe('');
    expect(siglaDe('Universidad Privada Autónoma del Sur')).toBe('');
  });

  it('reads an SAP module as SAP, the Excel course as Excel at its level, a skill done in Excel as Excel (D8)', () => {
    expect(conocimientoComoLoLee('SAP MM', 'intermedio')).toEqual(['SAP ERP', 'intermedio']);
    expect(conocimientoComoLoLee('Excel avanzado (tablas dinámicas y macros)', 'avanzado')).toEqual(['Microsoft Excel', 'avanzado']);
    expect(conocimientoComoLoLee('Modelos financieros en Excel', 'avanzado')).toEqual(['Microsoft Excel', 'básico']);
    expect(conocimientoComoLoLee('Power BI', 'avanzado')).toBeNull();
  });
});
