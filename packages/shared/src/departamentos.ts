/**
 * Peru's 25 departments (the regions of the places lookup, with its ids: docs/reference-data.md), for the filters
 * that choose a department only: the search's «Departamento», the recruiter's applicant filters. The places lookup
 * (`recursos/listLugares`) also carries the 1,891 districts, a download and a parse those pages do not need; a
 * test holds this list to the reference data the database is seeded from.
 */
export interface Departamento {
  id: number;
  nombre: string;
}

export const DEPARTAMENTOS: readonly Departamento[] = [
  'Amazonas',
  'Áncash',
  'Apurímac',
  'Arequipa',
  'Ayacucho',
  'Cajamarca',
  'Callao',
  'Cusco',
  'Huancavelica',
  'Huánuco',
  'Ica',
  'Junín',
  'La Libertad',
  'Lambayeque',
  'Lima',
  'Loreto',
  'Madre de Dios',
  'Moquegua',
  'Pasco',
  'Piura',
  'Puno',
  'San Martín',
  'Tacna',
  'Tumbes',
  'Ucayali',
].map((nombre, i) => ({ id: i + 1, nombre }));

/**
 * Each department's three letters, by its id, where a name does not fit (the back office's tile map): the codes of
 * ISO 3166-2:PE without their «PE-» (ISO 3166 Maintenance Agency, as of its 2010 newsletter II-2). They are unique
 * and Peru's own tables use them: Huancavelica HUV and Huánuco HUC, not «HUA» twice; Madre de Dios MDD. Lima is LIM,
 * the region (ISO's LMA, Lima's metropolitan municipality, is not a department here).
 */
export const SIGLA_DEPARTAMENTO: Readonly<Record<number, string>> = {
  1: 'AMA', // Amazonas
  2: 'ANC', // Áncash
  3: 'APU', // Apurímac
  4: 'ARE', // Arequipa
  5: 'AYA', // Ayacucho
  6: 'CAJ', // Cajamarca
  7: 'CAL', // Callao
  8: 'CUS', // Cusco
  9: 'HUV', // Huancavelica
  10: 'HUC', // Huánuco
  11: 'ICA', // Ica
  12: 'JUN', // Junín
  13: 'LAL', // La Libertad
  14: 'LAM', // Lambayeque
  15: 'LIM', // Lima
  16: 'LOR', // Loreto
  17: 'MDD', // Madre de Dios
  18: 'MOQ', // Moquegua
  19: 'PAS', // Pasco
  20: 'PIU', // Piura
  21: 'PUN', // Puno
  22: 'SAM', // San Martín
  23: 'TAC', // Tacna
  24: 'TUM', // Tumbes
  25: 'UCA', // Ucayali
};
