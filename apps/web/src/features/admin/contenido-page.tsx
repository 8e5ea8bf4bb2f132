/**
 * `/admin/contenido`: the videos and resources premium applicants see. Create, edit (type,
 * title, description, duration, folder, glossary, published), upload the cover and the file through the API (which
 * judges them by their bytes), order with up/down, remove. The form checks with the API's schema of the call (create
 * or update) before sending; the cover and the file go on their own, as multipart, when picked.
 */
import { contenidoCreateSchema, contenidoUpdateSchema } from '@practiperu/shared/schemas/admin';
import { useId, useState } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, Field, FormAlert, SelectField, TextareaField } from '../../components/field';
import { Icon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { useAppForm } from '../../components/use-app-form';
import { formResolver } from '../../lib/form-resolver';
import { adminContenido, fieldErrors, type AdminContenido } from './api';
import { serverErrors } from './form';
import { Badge, BUTTON_SMALL, Empty, FilterTabs, LoadState, PANEL, useAdminLoad } from './ui';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, TEXT_LINK } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';
import { cuenta } from '../../lib/plural';

interface Values {
  type: 'video' | 'recurso';
  title: string;
  description: string;
  duration: string;
  folder_name: string;
  publicado: 0 | 1;
  glossary: { title: string; description: string }[];
}
/** What the schemas give: the editable fields, and the type when creating (the update's schema drops it). */
type Output = z.output<typeof contenidoUpdateSchema> & Partial<Pick<z.output<typeof contenidoCreateSchema>, 'type'>>;

const TYPE_TEXT = { video: 'Video', recurso: 'Recurso' } as const;

/** The form's fields top to bottom, the glossary's terms included (the server names them `glossary.0.title`). */
function fieldsOf(terms: number): Path<Values>[] {
  const glossary = Array.from({ length: terms }, (_, i) => [`glossary.${i}.title`, `glossary.${i}.description`] as const).flat();
  return ['type', 'title', 'description', 'duration', 'folder_name', 'publicado', 'glossary', ...glossary];
}

function ContenidoForm({ initial, onDone }: { initial: AdminContenido | null; onDone: (saved: boolean) => void }) {
  const { notify } = useToast();
  // The API's schema of the call: creating checks the type, editing cannot change it.
  const [schema] = useState<z.ZodType<Output>>(() => (initial ? contenidoUpdateSchema : contenidoCreateSchema));
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof schema>(schema),
    defaultValues: initial
      ? {
          type: initial.type,
          title: initial.title,
          description: initial.description ?? '',
          duration: initial.duration ?? '',
          folder_name: initial.folder_name ?? '',
          publicado: initial.publicado === 1 ? 1 : 0,
          glossary: initial.glossary ?? [],
        }
      : { type: 'video', title: '', description: '', duration: '', folder_name: '', publicado: 1, glossary: [] },
  });
  const glossary = useFieldArray({ control: form.control, name: 'glossary' });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | undefined>();

  const submit = async ({ type, ...fields }: Output) => {
    const res = initial
      ? await adminContenido.update({ params: { id: initial.id }, body: fields })
      : // Creating, the schema required the type.
        await adminContenido.create({ body: { ...fields, type: type! } });
    if (res.state) {
      notify(initial ? res.message : `${res.message} Ahora sube su imagen y su archivo.`, 'success');
      onDone(true);
      return;
    }
    setGeneral(serverErrors(form, res, fieldsOf(form.getValues('glossary').length)));
  };

  return (
    <Modal
      open
      size="lg"
      title={initial ? 'Editar contenido' : 'Nuevo contenido'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className={BUTTON_SECONDARY} onClick={() => onDone(false)}>
            Cancelar
          </button>
          <button type="button" className={BUTTON_PRIMARY} disabled={isSubmitting} onClick={(e) => void form.handleSubmit(submit)(e)}>
            Guardar
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert>{general}</FormAlert>
        <SelectField
          label="Tipo"
          required
          disabled={initial !== null}
          error={errors.type?.message}
          hint={initial ? 'El tipo no cambia.' : 'Video: archivo MP4. Recurso: archivo PDF.'}
          {...form.register('type')}
        >
          <option value="video">Video</option>
          <option value="recurso">Recurso</option>
        </SelectField>
        <Field label="Título" required maxLength={150} showCount error={errors.title?.message} {...form.register('title')} />
        <TextareaField
          label="Descripción"
          rows={3}
          maxLength={2000}
          showCount
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Duración"
            maxLength={20}
            error={errors.duration?.message}
            hint="Por ejemplo 12:30 o 45 min."
            {...form.register('duration')}
          />
          <Field
            label="Carpeta"
            maxLength={100}
            error={errors.folder_name?.message}
            hint="Agrupa el contenido (folder_name)."
            {...form.register('folder_name')}
          />
        </div>
        {/* The API's 0 or 1, as a checkbox. */}
        <Controller
          control={form.control}
          name="publicado"
          render={({ field, fieldState }) => (
            <CheckboxField
              label="Publicado (lo ven los postulantes premium)"
              checked={field.value === 1}
              ref={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(e) => {
                if (fieldState.error) form.clearErrors('publicado');
                field.onChange(e.target.checked ? 1 : 0);
              }}
            />
          )}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Glosario ({glossary.fields.length}/50)</legend>
          {(errors.glossary?.message ?? errors.glossary?.root?.message) && (
            <p className="text-sm text-red-700 dark:text-red-300">{errors.glossary?.message ?? errors.glossary?.root?.message}</p>
          )}
          {glossary.fields.map((g, i) => (
            <div key={g.id} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
              <Field
                label={`Término ${i + 1}`}
                required
                maxLength={100}
                error={errors.glossary?.[i]?.title?.message}
                {...form.register(`glossary.${i}.title`)}
              />
              <TextareaField
                className="mt-2"
                label={`Definición ${i + 1}`}
                required
                rows={2}
                maxLength={1000}
                error={errors.glossary?.[i]?.description?.message}
                {...form.register(`glossary.${i}.description`)}
              />
              <button type="button" className={`${BUTTON_SMALL} mt-2`} onClick={() => glossary.remove(i)}>
                Quitar término {i + 1}
              </button>
            </div>
          ))}
          {glossary.fields.length < 50 && (
            <button
              type="button"
              className={BUTTON_SMALL}
              onClick={() => glossary.append({ title: '', description: '' }, { shouldFocus: false })}
            >
              <Icon name="plus" className="size-4" /> Agregar término
            </button>
          )}
        </fieldset>
      </div>
    </Modal>
  );
}

function Upload({ c, kind, onDone }: { c: AdminContenido; kind: 'imagen' | 'archivo'; onDone: () => void }) {
  const { notify } = useToast();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const label =
    kind === 'imagen'
      ? 'Imagen de portada (PNG o JPG, menos de 1 MB)'
      : c.type === 'video'
        ? 'Archivo del video (MP4)'
        : 'Archivo del recurso (PDF)';
  const accept = kind === 'imagen' ? 'image/png,image/jpeg' : c.type === 'video' ? 'video/mp4' : 'application/pdf';
  const has = kind === 'imagen' ? !!c.image : !!c.file;
  const what = kind === 'imagen' ? 'imagen' : c.type === 'video' ? 'video' : 'PDF';
  // The native file button speaks the browser's language; this one is Spanish like the rest (as the logo and photo).
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="peer sr-only"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.append(kind, file);
          setBusy(true);
          const res = await adminContenido[kind]({ params: { id: c.id }, body: form });
          setBusy(false);
          e.target.value = '';
          if (res.state) {
            setError(undefined);
            notify(res.message, 'success');
            onDone();
          } else setError(fieldErrors(res)[kind] ?? res.message);
        }}
      />
      <label
        htmlFor={id}
        className="mt-1 inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-brand-100"
      >
        <Icon name="plus" className="size-4" />
        {busy ? 'Subiendo…' : has ? `Cambiar ${what}` : `Elegir ${what}`}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContenidoPage() {
  const { notify } = useToast();
  const load = useAdminLoad(() => adminContenido.list({ query: {} }), []);
  const [tipo, setTipo] = useState('');
  const [editing, setEditing] = useState<AdminContenido | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminContenido | null>(null);

  const move = async (all: AdminContenido[], index: number, delta: number) => {
    const ids = all.map((c) => c.id);
    const j = index + delta;
    if (j < 0 || j >= ids.length) return;
    [ids[index], ids[j]] = [ids[j]!, ids[index]!];
    const res = await adminContenido.orden({ body: { ids } });
    if (!res.state) notify(res.message, 'error');
    load.reload();
  };
  const remove = async () => {
    if (!removing) return;
    const res = await adminContenido.eliminar({ params: { id: removing.id } });
    notify(res.message, res.state ? 'success' : 'error');
    setRemoving(null);
    load.reload();
  };

  return (
    <div className="max-w-4xl">
      <PageTitle subtitle="Videos y recursos que ven los postulantes premium, en este orden.">Contenido premium</PageTitle>
      <button type="button" className={`${BUTTON_PRIMARY} mb-5`} onClick={() => setEditing('new')}>
        Nuevo contenido
      </button>
      <FilterTabs
        label="Tipo de contenido"
        value={tipo}
        onChange={setTipo}
        options={[
          { value: '', label: 'Todo' },
          { value: 'video', label: 'Videos' },
          { value: 'recurso', label: 'Recursos' },
        ]}
      />
      <LoadState load={load} label="Cargando el contenido…">
        {(res) => {
          const all = res.data;
          const shown = all.filter((c) => !tipo || c.type === tipo);
          return shown.length === 0 ? (
            <Empty>No hay contenido todavía.</Empty>
          ) : (
            <ol className="space-y-3">
              {shown.map((c) => {
                const index = all.findIndex((x) => x.id === c.id);
                return (
                  <li key={c.id} className={PANEL}>
                    <div className="flex flex-col gap-3 sm:flex-row">
                      {c.image ? (
                        <img
                          src={c.image}
                          alt=""
                          className="h-24 w-40 shrink-0 rounded-md border border-slate-200 object-cover dark:border-slate-700"
                        />
                      ) : (
                        <div className="flex h-24 w-40 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400">
                          Sin imagen
                        </div>
                      )}
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold break-words text-slate-900 dark:text-white">
                          {c.orden}. {c.title}
                        </p>
                        <div className="my-1 flex flex-wrap gap-1.5">
                          <Badge tone="azul">{TYPE_TEXT[c.type]}</Badge>
                          {c.publicado ? <Badge tone="verde">Publicado</Badge> : <Badge>No publicado</Badge>}
                          {c.duration && <Badge>{c.duration}</Badge>}
                          {c.folder_name && <Badge>Carpeta: {c.folder_name}</Badge>}
                          {c.glossary.length > 0 && <Badge>{cuenta(c.glossary.length, 'término')}</Badge>}
                        </div>
                        {c.description && <p className="text-sm text-slate-700 dark:text-slate-300">{c.description}</p>}
                        {c.file ? (
                          <a href={c.file} target="_blank" rel="noopener noreferrer" className={`${TEXT_LINK} text-sm`}>
                            Abrir el archivo
                          </a>
                        ) : (
                          <p className="text-sm font-semibold text-amber-800 dark:text-amber-300">Falta subir el archivo.</p>
                        )}
                      </div>
                    </div>
                    <div className="mt-3 grid gap-3 sm:grid-cols-2">
                      <Upload c={c} kind="imagen" onDone={load.reload} />
                      <Upload c={c} kind="archivo" onDone={load.reload} />
                    </div>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button type="button" className={BUTTON_SMALL} onClick={() => setEditing(c)}>
                        Editar
                      </button>
                      <button
                        type="button"
                        className={BUTTON_SMALL}
                        disabled={index === 0}
                        onClick={() => void move(all, index, -1)}
                        aria-label={`Subir «${c.title}»`}
                      >
                        Subir
                      </button>
                      <button
                        type="button"
                        className={BUTTON_SMALL}
                        disabled={index === all.length - 1}
                        onClick={() => void move(all, index, 1)}
                        aria-label={`Bajar «${c.title}»`}
                      >
                        Bajar
                      </button>
                      <button type="button" className={BUTTON_SMALL} onClick={() => setRemoving(c)}>
                        Eliminar
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
          );
        }}
      </LoadState>
      {editing && (
        <ContenidoForm
          initial={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) load.reload();
          }}
        />
      )}
      <ConfirmModal
        open={removing !== null}
        title="Eliminar contenido"
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
        confirmLabel="Sí, eliminar"
        danger
      >
        <p>Se eliminarán «{removing?.title}», su imagen y su archivo. No se puede deshacer.</p>
      </ConfirmModal>
    </div>
  );
}
