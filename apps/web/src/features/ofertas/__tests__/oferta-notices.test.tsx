/**
 * The notices on a company's offer page tell one story of its dates: an offer finalized after its deadline says the
 * day it was finalized and, apart, the earlier day its applications closed (the day its card and Condiciones give);
 * finalized before its deadline, both are the same day and it is said once.
 */
import type { OfertaDetalle } from '@practiperu/shared/oferta';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfertaNotices } from '../oferta-detail-page';

const OFERTA = {
  estado: 1,
  estado_pago: null,
  tipo: 0,
  publicar: 1,
  vigente: false,
  total_postulantes: 3,
  max_free_postulantes: 0,
  mensaje_rechazado: null,
  fin_convocatoria: '2026-11-02',
} as unknown as OfertaDetalle;
const NOW = new Date('2026-11-30T15:00:00Z');

describe('the notice of a finalized offer', () => {
  it('finalized the day after its deadline: the day it was finalized, and the day its applications closed', () => {
    render(<OfertaNotices oferta={{ ...OFERTA, finaliza: '2026-11-03T11:00:00.000Z' }} now={NOW} />);
    expect(screen.getByText('Convocatoria finalizada el 3 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('Las postulaciones cerraron el 2 de noviembre de 2026, al vencer su plazo.')).toBeInTheDocument();
  });

  it('finalized before its deadline: one day, said once', () => {
    render(<OfertaNotices oferta={{ ...OFERTA, fin_convocatoria: '2026-12-25', finaliza: '2026-11-30T14:00:00.000Z' }} now={NOW} />);
    expect(screen.getByText('Convocatoria finalizada el 30 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Las postulaciones cerraron/)).toBeNull();
  });
});
