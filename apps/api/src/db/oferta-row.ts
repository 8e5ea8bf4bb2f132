/**
 * The offer's row as every module reads it: all the columns of `oferta` but the search vector, which no answer needs
 * and is the largest value of the row. Beside the schema so that offers (oferta), their views (matching) and the
 * modules that read offers in their own SQL share it without depending on one another (decision 045).
 */
import { getTableColumns } from 'drizzle-orm';
import { oferta } from './schema/index.ts';

const { busqueda: _busqueda, ...columnas } = getTableColumns(oferta);
export const ofertaColumns = columnas;
export type OfertaRow = Omit<typeof oferta.$inferSelect, 'busqueda'>;
