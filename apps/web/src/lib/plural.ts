/**
 * A count with its noun in Spanish: `cuenta(1, 'oferta')` → '1 oferta', `cuenta(3, 'oferta')` → '3 ofertas',
 * `cuenta(2, 'término')` → '2 términos'. The plural is the singular plus -s unless given (`'postulación',
 * 'postulaciones'`).
 */
export function cuenta(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
