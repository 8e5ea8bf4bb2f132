/** Other modules may import this file: the offer's columns and row, for their own SQL. */
import { getTableColumns } from 'drizzle-orm';
import { oferta } from '../../db/schema/index.ts';

// Every column but the search vector: no answer needs it and it is the largest value of the row.
const { busqueda: _busqueda, ...columnas } = getTableColumns(oferta);
export const ofertaColumns = columnas;
export type OfertaRow = Omit<typeof oferta.$inferSelect, 'busqueda'>;
