/** Lookups and a render helper shared by the offer tests. */
import { defaultOfertaValues, type OfertaFormValues } from '@practiperu/shared/oferta';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { OfertaForm, type OfertaFormLookups, type OfertaFormProps } from '../oferta-form';

export const LOOKUPS: OfertaFormLookups = {
  modalidadesTiempo: [
    { id: 1, name: 'Presencial' },
    { id: 2, name: 'Virtual' },
    { id: 3, name: 'Mixto' },
  ],
  lugares: [
    {
      id: 4,
      nombre: 'Arequipa',
      provincias: [{ id: 40100, nombre: 'Arequipa', distritos: [{ id: 40104, nombre: 'Cerro Colorado' }] }],
    },
    { id: 15, nombre: 'Lima', provincias: [{ id: 150100, nombre: 'Lima', distritos: [{ id: 150122, nombre: 'Miraflores' }] }] },
  ],
  idiomas: [
    { id: 1, name: 'Inglés' },
    { id: 2, name: 'Quechua' },
  ],
  temas: [
    { id: 1, name: 'Microsoft Excel', categoria: 'Ofimática' },
    { id: 2, name: 'Power BI', categoria: 'Datos' },
  ],
  subvencionMinima: 1130,
};

/** A complete, valid free offer: each test changes what its story is about. */
export function validValues(now: Date, overrides: Partial<OfertaFormValues> = {}): OfertaFormValues {
  return {
    ...defaultOfertaValues(0, now, 1130),
    titulo: 'Practicante de Contabilidad',
    funciones: '<p>Registro de comprobantes y conciliaciones bancarias.</p>',
    modalidad_tiempo: 'Presencial',
    id_region: 15,
    region: 'Lima',
    provincia: 'Lima',
    distrito: 'Miraflores',
    idniveluniv: 6,
    ciclo: [3],
    carreras: [12],
    profesion: 'Contabilidad',
    ...overrides,
  };
}

export function renderForm(props: Partial<OfertaFormProps> & Pick<OfertaFormProps, 'initial' | 'plazo'>) {
  const save = vi.fn<OfertaFormProps['save']>(async () => ({ state: true, data: [], message: 'Se guardó tu convocatoria', status: 201 }));
  const onSaved = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <OfertaForm
            tipo={0}
            lookups={LOOKUPS}
            initialCarreras={[{ id: 12, nombre: 'Contabilidad' }]}
            submitLabel="Publicar convocatoria"
            cancelTo="/mis-publicaciones"
            save={save}
            onSaved={onSaved}
            {...props}
          />
        ),
      },
      { path: '/mis-publicaciones', element: <h1>Mis publicaciones</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return { save, onSaved, router };
}
