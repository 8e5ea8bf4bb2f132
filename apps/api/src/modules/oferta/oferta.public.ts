/** Other modules may import this file: the offer's columns and row, for their own SQL, and the rule of a free offer's first applicants. */
import { getTableColumns } from 'drizzle-orm';
import { oferta } from '../../db/schema/index.ts';

// Every column but the search vector: no answer needs it and it is the largest value of the row.
const { busqueda: _busqueda, ...columnas } = getTableColumns(oferta);
export const ofertaColumns = columnas;
export type OfertaRow = Omit<typeof oferta.$inferSelect, 'busqueda'>;

export * as primerasGratis from './primeras-gratis.ts';
