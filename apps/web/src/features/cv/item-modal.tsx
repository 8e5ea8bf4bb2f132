/**
 * The modal forms of the update page: certifications, work experience, projects, volunteering. Create
 * mode submits 'Guardar cambios'; edit mode loads the item by id (`GET {group}/id/{id}`) behind a skeleton, adds
 * 'Eliminar' and submits 'Actualizar'. Success (save or delete) closes the modal and hands the item to the page's
 * list; failure shows the server's message in an error banner inside the modal.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Form, FormAlert } from '../../components/field';
import { useAppForm } from '../../components/use-app-form';
import { Modal } from '../../components/modal';
import { SkeletonGroup, SkeletonText } from '../../components/skeleton';
import { BUTTON_DANGER_OUTLINE, BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { sectionApi, type SectionFields, type SectionGroup, type SectionItem } from './api';
import { applyCvServerErrors, cvResolver } from './form-helpers';
import { useUnsavedInput } from './unsaved';

export interface ItemModalProps<G extends SectionGroup, Values extends FieldValues, S extends z.ZodType> {
  title: string;
  /** The page's section the item belongs to: named while the modal holds unsaved input. */
  section?: string;
  group: G;
  /** null: a new item. */
  editId: number | null;
  schema: S;
  toValues: (item: SectionItem<G> | null) => Values;
  toItem: (payload: z.output<S>, id: number) => SectionItem<G>;
  /** The form's fields in order (server errors go to them; focus to the first). */
  fields: readonly Path<Values>[];
  renderFields: (form: UseFormReturn<Values, unknown, z.output<S>>) => ReactNode;
  onSaved: (item: SectionItem<G>, created: boolean) => void;
  onRemoved: (id: number) => void;
  onClose: () => void;
}

export function ItemModal<G extends SectionGroup, Values extends FieldValues, S extends z.ZodType>({
  title,
  section,
  group,
  editId,
  schema,
  toValues,
  toItem,
  fields,
  renderFields,
  onSaved,
  onRemoved,
  onClose,
}: ItemModalProps<G, Values, S>) {
  const formId = useId();
  const form = useAppForm<Values, unknown, z.output<S>>({
    resolver: cvResolver<Values, S>(schema, []),
    defaultValues: toValues(null) as never,
  });
  const [loading, setLoading] = useState(editId !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const { reset, setFocus } = form;
  const firstField = fields[0];
  useUnsavedInput(section ?? title, form.formState.isDirty);

  useEffect(() => {
    if (editId === null) return;
    let live = true;
    void sectionApi.get(group, editId).then((res) => {
      if (!live) return;
      const item = res.state ? res.data[0] : undefined;
      if (item) {
        reset(toValues(item) as never);
        setLoading(false);
      } else {
        setLoadError(res.message || 'No se pudo cargar el elemento.');
        setLoading(false);
      }
    });
    return () => {
      live = false;
    };
  }, [editId, group, reset, toValues]);

  // The loaded item's form is drawn in place of the skeleton: its first field takes the focus. An effect, so it runs
  // once that form has been drawn and its fields registered (the reset above drops them), however long the drawing took.
  const loaded = editId !== null && !loading && !loadError;
  useEffect(() => {
    if (!loaded || !firstField) return;
    try {
      setFocus(firstField);
    } catch {
      /* the field is not focusable */
    }
  }, [loaded, firstField, setFocus]);

  useEffect(() => {
    if (error) banner.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);

  async function save(payload: z.output<S>) {
    setBusy('save');
    setError(null);
    // The form's schema gives the group's fields (the section's own schema, or one that builds its payload).
    const body = payload as SectionFields<G>;
    const res = editId === null ? await sectionApi.create(group, body) : await sectionApi.update(group, editId, body);
    setBusy(null);
    if (res.state) {
      const id = editId ?? Number(res.data[0]);
      onSaved(toItem(payload, id), editId === null);
      onClose();
      return;
    }
    applyCvServerErrors(form, res, fields, []);
    setError(res.message);
  }

  async function remove() {
    if (editId === null) return;
    setBusy('remove');
    setError(null);
    const res = await sectionApi.remove(group, editId);
    setBusy(null);
    if (res.state) {
      onRemoved(editId);
      onClose();
      return;
    }
    setError(res.message);
  }

  const ready = !loading && !loadError;
  return (
    <Modal
      open
      title={title}
      // Our fixed titles ('Añadir …' / 'Editar …'), never data: shown whole.
      wholeTitle
      onClose={onClose}
      size="lg"
      footer={
        <>
          {editId !== null && (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={!ready || busy !== null}
              className={`${BUTTON_DANGER_OUTLINE} w-full sm:mr-auto sm:w-auto`}
            >
              {busy === 'remove' ? 'Eliminando…' : 'Eliminar'}
            </button>
          )}
          <button type="button" onClick={onClose} className={`${BUTTON_SECONDARY} w-full whitespace-nowrap sm:w-auto`}>
            Cancelar
          </button>
          <button
            type="submit"
            form={formId}
            disabled={!ready || busy !== null}
            className={`${BUTTON_PRIMARY} w-full whitespace-nowrap sm:w-auto`}
          >
            {busy === 'save' ? 'Guardando…' : editId === null ? 'Guardar cambios' : 'Actualizar'}
          </button>
        </>
      }
    >
      {loading ? (
        <SkeletonGroup label="Cargando el elemento…" className="space-y-5">
          <SkeletonText lines={2} />
          <SkeletonText lines={2} />
          <SkeletonText lines={4} />
        </SkeletonGroup>
      ) : loadError ? (
        <FormAlert title="No se pudo cargar">{loadError}</FormAlert>
      ) : (
        <Form id={formId} onSubmit={form.handleSubmit(save)} className="space-y-4">
          {renderFields(form)}
          <div ref={banner}>
            <FormAlert>{error}</FormAlert>
          </div>
        </Form>
      )}
      {/* The error of a failed deletion while loading failed too has somewhere to show. */}
      {!ready && error && <FormAlert className="mt-3">{error}</FormAlert>}
    </Modal>
  );
}
