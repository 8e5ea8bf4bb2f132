/**
 * The offer's careers: one or more chosen from the career list, with search, shown as removable chips (matching
 * compares career keys, not this text). The offer stores their names joined by ', ' as profesion (≤ 300); the count
 * of those characters is shown so the limit never comes as a surprise.
 */
import { tipoCarreraTexto } from '@practiperu/shared/cv';
import { PROFESION_MAX, profesionDe } from '@practiperu/shared/oferta';
import { useState, type Ref } from 'react';
import type { Carrera } from '../../lib/lookups';
import { SuggestField } from '../../components/suggest-field';
import { Chip } from '../../components/chip';
import { searchCarrerasOferta } from './api';

export interface CarreraElegida {
  id: number;
  nombre: string;
}

export function CareersField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: CarreraElegida[];
  onChange: (next: CarreraElegida[]) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const length = profesionDe(value.map((c) => c.nombre)).length;
  return (
    <div>
      <SuggestField<Carrera>
        label="Carreras"
        required
        value={text}
        onTextChange={setText}
        onPick={(c) => {
          setText('');
          if (!value.some((v) => v.id === c.id)) onChange([...value, { id: c.id, nombre: c.nombre }]);
        }}
        search={(q, signal) =>
          searchCarrerasOferta(
            q,
            value.map((v) => v.id),
            signal,
          )
        }
        getKey={(c) => c.id}
        getLabel={(c) => c.nombre}
        getDetail={(c) => tipoCarreraTexto(c.tipo) || null}
        placeholder="Escribe para buscar, por ejemplo: contabilidad"
        error={error}
        hint={`Elige una o más carreras de la lista (${length}/${PROFESION_MAX} caracteres).`}
        inputRef={inputRef}
        maxLength={120}
      />
      {value.length > 0 && (
        <ul aria-label="Carreras elegidas" className="mt-2 flex flex-wrap gap-2">
          {value.map((c) => (
            <Chip key={c.id} removeLabel={`Quitar ${c.nombre}`} onRemove={() => onChange(value.filter((v) => v.id !== c.id))}>
              {c.nombre}
            </Chip>
          ))}
        </ul>
      )}
    </div>
  );
}
