/** What the parts of the offer form share (oferta-form.tsx): the lookups it is given, the form's type, and how a reset's values are put in. */
import type { IdName } from '@practiperu/shared/cv';
import type { OfertaFormValues } from '@practiperu/shared/oferta';
import type { OfertaData } from '@practiperu/shared/schemas/oferta';
import type { UseFormReturn } from 'react-hook-form';
import type { Region, Tema } from '../../lib/lookups';

export interface OfertaFormLookups {
  modalidadesTiempo: IdName[];
  lugares: Region[];
  idiomas: IdName[];
  temas: Tema[];
  subvencionMinima: number;
}

/** The form of an offer, as its parts receive it. */
export type OfertaFormHandle = UseFormReturn<OfertaFormValues, unknown, OfertaData>;

export const setOpts = { shouldDirty: true } as const;

/** Puts the values a reset returns into the form, clearing the errors of what changed. */
export function applyValues(form: OfertaFormHandle, next: Partial<OfertaFormValues>, names: (keyof OfertaFormValues)[]) {
  for (const name of names) form.setValue(name, next[name] as never, setOpts);
  form.clearErrors(names);
}
