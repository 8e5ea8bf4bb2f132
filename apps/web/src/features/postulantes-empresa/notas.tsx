/** The private notes of one application (docs/team.md "Pipeline"): oldest first, each with its author and date. */
import { once } from '@practiperu/shared/once';
import { TIME_ZONE } from '@practiperu/shared/constants';
import { MAX_NOTA, type Nota } from '@practiperu/shared/pipeline';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { BUTTON_PRIMARY, BUTTON_SMALL } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { Icon } from '../../components/icon';
import { useToast } from '../../components/toast';
import { useConfirmarSalida } from '../../components/use-confirmar-salida';
import { pipeline } from '../../lib/api/pipeline';
import { FIELD } from './ui';

const FECHA_NOTA = once(() => new Intl.DateTimeFormat('es-PE', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }));

function NotaItem({ n, onChanged, onBorrador }: { n: Nota; onChanged: () => void; onBorrador: (id: number, pendiente: boolean) => void }) {
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(n.texto);
  // An edit that changed the text is a draft: the list guards the page while it lasts.
  const borrador = editando && texto !== n.texto;
  useEffect(() => {
    onBorrador(n.id, borrador);
    return () => onBorrador(n.id, false);
  }, [n.id, borrador, onBorrador]);
  const [borrar, setBorrar] = useState(false);
  const { toast } = useToast();
  const fieldId = useId();
  async function guardar() {
    const res = await pipeline.editarNota({ params: { id: n.id }, body: { texto } });
    if (res.state) {
      setEditando(false);
      onChanged();
    } else toast({ variant: 'error', title: 'Nota', message: res.message });
  }
  async function eliminar() {
    const res = await pipeline.eliminarNota({ params: { id: n.id } });
    setBorrar(false);
    if (res.state) onChanged();
    else toast({ variant: 'error', title: 'Nota', message: res.message });
  }
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" data-testid="nota">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-800 dark:text-slate-200">{n.autor_nombre}</span> ·{' '}
        <time dateTime={n.creado_en}>{FECHA_NOTA().format(new Date(n.creado_en))}</time>
        {n.editado_en && ' · editada'}
      </p>
      {editando ? (
        <div className="mt-2">
          <label htmlFor={fieldId} className="sr-only">
            Editar nota
          </label>
          <textarea
            id={fieldId}
            value={texto}
            maxLength={MAX_NOTA}
            rows={3}
            onChange={(e) => setTexto(e.target.value)}
            className={`${FIELD} w-full`}
          />
          <div className="mt-2 flex gap-2">
            <button type="button" className={BUTTON_SMALL} onClick={() => void guardar()} disabled={texto.trim() === ''}>
              Guardar
            </button>
            <button
              type="button"
              className={BUTTON_SMALL}
              onClick={() => {
                setEditando(false);
                setTexto(n.texto);
              }}
            >
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-1 whitespace-pre-line break-words text-slate-900 dark:text-slate-100">{n.texto}</p>
      )}
      {n.editable && !editando && (
        <div className="mt-2 flex gap-2">
          <button type="button" className={BUTTON_SMALL} onClick={() => setEditando(true)}>
            <Icon name="edit" className="size-4" />
            Editar
          </button>
          <button type="button" className={BUTTON_SMALL} onClick={() => setBorrar(true)}>
            <Icon name="trash" className="size-4" />
            Eliminar
          </button>
        </div>
      )}
      <ConfirmModal
        open={borrar}
        title="Eliminar nota"
        onCancel={() => setBorrar(false)}
        onConfirm={() => void eliminar()}
        confirmLabel="Sí, eliminar"
        danger
      >
        <p>¿Quieres eliminar esta nota? No se puede deshacer.</p>
      </ConfirmModal>
    </li>
  );
}

/** The private notes of one application: oldest first, each with its author and date; the author or an administrator edits or deletes. */
export function NotasPostulacion({ idPostulacion }: { idPostulacion: number }) {
  const [notas, setNotas] = useState<Nota[] | null>(null);
  const [texto, setTexto] = useState('');
  // Notes being edited with changes, by id: with the new note's text, what leaving the page would lose.
  const [borradores, setBorradores] = useState<ReadonlySet<number>>(() => new Set());
  const onBorrador = useCallback((id: number, pendiente: boolean) => {
    setBorradores((prev) => {
      if (prev.has(id) === pendiente) return prev;
      const next = new Set(prev);
      if (pendiente) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const salida = useConfirmarSalida(texto.trim() !== '' || borradores.size > 0);
  const [error, setError] = useState('');
  const fieldId = useId();
  const errorId = useId();
  const reload = useCallback(
    () =>
      pipeline.notas({ params: { id: idPostulacion } }).then(
        (res) => res.state && setNotas(res.data),
        () => undefined,
      ),
    [idPostulacion],
  );
  useEffect(() => {
    pipeline.notas({ params: { id: idPostulacion } }).then(
      (res) => res.state && setNotas(res.data),
      () => undefined,
    );
  }, [idPostulacion]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await pipeline.crearNota({ params: { id: idPostulacion }, body: { texto } });
    if (res.state) {
      setTexto('');
      setError('');
      void reload();
    } else setError((res.optional?.errors as Record<string, string> | undefined)?.texto ?? res.message);
  }
  return (
    <section
      aria-labelledby="notas-titulo"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="notas-titulo" className="font-semibold text-slate-900 dark:text-white">
        Notas privadas
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">Las ve solo tu empresa; el postulante nunca las ve.</p>
      {notas && notas.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {notas.map((n) => (
            <NotaItem key={`${n.id}-${n.editado_en ?? ''}`} n={n} onChanged={() => void reload()} onBorrador={onBorrador} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{notas ? 'Aún no hay notas.' : 'Cargando notas…'}</p>
      )}
      <form onSubmit={(e) => void submit(e)} className="mt-3">
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Nueva nota
        </label>
        <textarea
          id={fieldId}
          value={texto}
          rows={3}
          maxLength={MAX_NOTA}
          onChange={(e) => {
            setTexto(e.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${FIELD} mt-1 w-full`}
        />
        {error && (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <button type="submit" className={`${BUTTON_PRIMARY} mt-2`}>
          Guardar nota
        </button>
      </form>
      {salida.dialogo}
    </section>
  );
}
