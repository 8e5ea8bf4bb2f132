/**
 * `/admin/anuncios`: a message to the companies or the applicants who accepted marketing. Written as a draft,
 * previewed as the real e-mail (layout, sample name, unsubscribe link), then sent through the queue (one job per
 * recipient). Sent ones show their progress. The form checks with the API's schema and its rule of 5 visible
 * characters in the message, for the preview as for the draft, before sending.
 */
import { ANUNCIO_HTML_MAX } from '@practiperu/shared/admin';
import { anuncioFormSchema } from '@practiperu/shared/schemas/admin';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormAlert, SelectField } from '../../components/field';
import { Modal } from '../../components/modal';
import { PageTitle } from '../../components/page-title';
import { useToast } from '../../components/toast';
import { RichTextField } from '../../components/rich-text-field';
import { useAppForm } from '../../components/use-app-form';
import type { Answer } from '../../lib/api-contract';
import { formResolver } from '../../lib/form-resolver';
import { adminAnuncios, formatDateTime, type AdminAnuncio, type AnuncioPreview } from './api';
import { serverErrors } from './form';
import { Badge, BUTTON_SMALL, EditorOrAdd, PagedList, PANEL, useAdminLoad, useQueryState } from './ui';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../components/buttons';
import { ConfirmModal } from '../../components/confirm-modal';

interface Values {
  audiencia: 'empresas' | 'postulantes';
  asunto: string;
  html: string;
}

const AUDIENCIA: Record<Values['audiencia'], string> = { empresas: 'Empresas', postulantes: 'Postulantes' };
const ESTADO: Record<AdminAnuncio['estado'], { text: string; tone: 'gris' | 'ambar' | 'verde' }> = {
  borrador: { text: 'Borrador', tone: 'gris' },
  enviando: { text: 'Enviando', tone: 'ambar' },
  enviado: { text: 'Enviado', tone: 'verde' },
};

function PreviewModal({ preview, onClose }: { preview: AnuncioPreview | null; onClose: () => void }) {
  return (
    <Modal open={preview !== null} title="Vista previa del correo" onClose={onClose} size="xl">
      {preview && (
        <div className="space-y-3">
          <p className="text-sm">
            <strong>Asunto:</strong> {preview.asunto}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Hoy lo recibirían {preview.destinatarios_posibles} personas (quienes aceptaron recibir comunicaciones). El nombre del saludo es
            de ejemplo.
          </p>
          {/* The whole mail with its own styles: isolated in a frame without scripts. */}
          <iframe
            title="Correo de ejemplo"
            sandbox=""
            srcDoc={preview.html}
            className="h-[28rem] w-full rounded-md border border-slate-300 bg-white"
          />
        </div>
      )}
    </Modal>
  );
}

type Output = z.output<typeof anuncioFormSchema>;
const FIELDS = ['audiencia', 'asunto', 'html'] as const;

function AnuncioForm({ initial, onDone }: { initial: AdminAnuncio | null; onDone: (saved: boolean) => void }) {
  const { notify } = useToast();
  const form = useAppForm<Values, unknown, Output>({
    resolver: formResolver<Values, typeof anuncioFormSchema>(anuncioFormSchema),
    defaultValues: initial
      ? { audiencia: initial.audiencia, asunto: initial.asunto, html: initial.html }
      : { audiencia: 'empresas', asunto: '', html: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [general, setGeneral] = useState<string | undefined>();
  const [preview, setPreview] = useState<AnuncioPreview | null>(null);

  const showPreview = async (body: Output) => {
    const res = await adminAnuncios.preview({ body });
    if (res.state && res.data[0]) setPreview(res.data[0]);
    else setGeneral(serverErrors(form, res, FIELDS));
  };
  const save = async (body: Output) => {
    const res = initial ? await adminAnuncios.update({ params: { id: initial.id }, body }) : await adminAnuncios.create({ body });
    if (res.state) {
      notify(res.message, 'success');
      onDone(true);
    } else setGeneral(serverErrors(form, res, FIELDS));
  };

  return (
    <section aria-labelledby="form-anuncio" className={`${PANEL} mb-6`}>
      <h2 id="form-anuncio" className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {initial ? 'Editar borrador' : 'Nuevo anuncio'}
      </h2>
      <div className="space-y-4">
        <FormAlert>{general}</FormAlert>
        <SelectField label="Para" required error={errors.audiencia?.message} {...form.register('audiencia')}>
          <option value="empresas">Empresas que aceptaron comunicaciones</option>
          <option value="postulantes">Postulantes que aceptaron comunicaciones</option>
        </SelectField>
        <Field label="Asunto" required maxLength={150} showCount error={errors.asunto?.message} {...form.register('asunto')} />
        <Controller
          control={form.control}
          name="html"
          render={({ field, fieldState }) => (
            <RichTextField
              label="Mensaje"
              required
              value={field.value}
              maxLength={ANUNCIO_HTML_MAX}
              error={fieldState.error?.message}
              handleRef={field.ref}
              onBlur={field.onBlur}
              onChange={(html) => {
                if (fieldState.error) form.clearErrors('html');
                field.onChange(html);
              }}
              hint="Cada correo lleva el saludo con el nombre y el enlace para darse de baja."
            />
          )}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON_SECONDARY}
            disabled={isSubmitting}
            onClick={(e) => void form.handleSubmit(showPreview)(e)}
          >
            Vista previa
          </button>
          <button type="button" className={BUTTON_PRIMARY} disabled={isSubmitting} onClick={(e) => void form.handleSubmit(save)(e)}>
            Guardar borrador
          </button>
          <button type="button" className={BUTTON_SECONDARY} onClick={() => onDone(false)}>
            Cancelar
          </button>
        </div>
      </div>
      <PreviewModal preview={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

export function AnunciosPage() {
  const { notify } = useToast();
  const [, set, page] = useQueryState();
  const load = useAdminLoad(() => adminAnuncios.list({ query: { page } }), [page]);
  const [editing, setEditing] = useState<AdminAnuncio | 'new' | null>(null);
  const [sending, setSending] = useState<AdminAnuncio | null>(null);
  const [removing, setRemoving] = useState<AdminAnuncio | null>(null);
  const [problem, setProblem] = useState<string | undefined>();

  const act = async (call: () => Promise<Answer<unknown, { ya_enviado: boolean } | undefined>>, close: () => void) => {
    const res = await call();
    close();
    if (res.state) {
      notify(res.message, res.optional?.ya_enviado ? 'info' : 'success');
      setProblem(undefined);
    } else setProblem(res.message);
    load.reload();
  };

  return (
    <div className="max-w-4xl">
      <PageTitle subtitle="Novedades para quienes aceptaron recibir comunicaciones. Se envían por la cola, con enlace de baja.">
        Anuncios
      </PageTitle>
      <EditorOrAdd editing={editing} setEditing={setEditing} editor={AnuncioForm} addLabel="Nuevo anuncio" onSaved={load.reload} />
      <FormAlert className="mb-4">{problem}</FormAlert>
      <PagedList load={load} label="Cargando los anuncios…" onPage={(n) => set({ page: String(n) })} empty="Aún no hay anuncios.">
        {(a) => (
          <li key={a.id} className={`${PANEL} flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between`}>
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{a.asunto}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Para {AUDIENCIA[a.audiencia].toLowerCase()} · creado {formatDateTime(a.creado_en)} por {a.creado_por ?? '—'}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {a.estado === 'borrador'
                  ? `Hoy lo recibirían ${a.destinatarios_posibles ?? 0} personas`
                  : `Enviado ${formatDateTime(a.enviado_en)} a ${a.destinatarios ?? 0} personas${
                      a.progreso
                        ? ` · ${a.progreso.enviados} entregados, ${a.progreso.pendientes} en cola, ${a.progreso.fallidos} fallidos`
                        : ''
                    }`}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Badge tone={ESTADO[a.estado].tone}>{ESTADO[a.estado].text}</Badge>
              {a.estado === 'borrador' && (
                <>
                  <button type="button" className={BUTTON_SMALL} onClick={() => setEditing(a)}>
                    Editar
                  </button>
                  <button type="button" className={BUTTON_SMALL} onClick={() => setRemoving(a)}>
                    Eliminar
                  </button>
                  <button type="button" className={BUTTON_SMALL} onClick={() => setSending(a)}>
                    Enviar
                  </button>
                </>
              )}
            </div>
          </li>
        )}
      </PagedList>
      <ConfirmModal
        open={sending !== null}
        title="Enviar anuncio"
        onCancel={() => setSending(null)}
        onConfirm={() =>
          sending &&
          void act(
            () => adminAnuncios.enviar({ params: { id: sending.id } }),
            () => setSending(null),
          )
        }
        confirmLabel="Sí, enviar"
      >
        <p>
          «{sending?.asunto}» se enviará a {sending?.destinatarios_posibles ?? 0}{' '}
          {sending?.audiencia === 'postulantes' ? 'postulantes' : 'empresas'}. Después ya no se puede modificar.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={removing !== null}
        title="Eliminar borrador"
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          void act(
            () => adminAnuncios.eliminar({ params: { id: removing.id } }),
            () => setRemoving(null),
          )
        }
        confirmLabel="Sí, eliminar"
      >
        <p>¿Quieres eliminar el borrador «{removing?.asunto}»?</p>
      </ConfirmModal>
    </div>
  );
}
