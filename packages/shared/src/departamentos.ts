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
