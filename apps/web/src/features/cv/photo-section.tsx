/**
 * The profile photo: png or jpeg under 1,000,000 bytes, checked here with the spec's messages before
 * the server judges the bytes again (`POST postulante/updatePhoto`, multipart `photo`). A refused file clears the
 * input and the message is shown; the new photo is shown at once from the URL the server answers, which carries a
 * cache-busting timestamp.
 */
import { IMAGE_MAX_BYTES } from '@practiperu/shared/constants';
import { PHOTO_MESSAGES } from '@practiperu/shared/cv';
import { useId, useRef, useState } from 'react';
import { ErrorText } from '../../components/field';
import { Icon } from '../../components/icon';
import { uploadPhoto } from './api';
import { ProfilePhoto } from '../../components/profile-photo';
import { SectionCard } from '../../components/section-card';

const PHOTO_TYPES = ['image/png', 'image/jpeg'];

/** The browser's verdict on a chosen photo: null when it may be sent. */
export function photoFileError(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size >= IMAGE_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

export function PhotoSection({ initialUrl, name }: { initialUrl: string | null; name: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function clearInput() {
    if (input.current) input.current.value = '';
  }

  async function choose(file: File | undefined) {
    setError(null);
    setDone(null);
    if (!file) return;
    const problem = photoFileError(file);
    if (problem) {
      clearInput();
      setError(problem);
      return;
    }
    setBusy(true);
    const res = await uploadPhoto(file);
    setBusy(false);
    clearInput();
    const newUrl = res.data[0];
    if (res.state && newUrl) {
      setUrl(newUrl);
      setDone('Tu foto se actualizó.');
    } else {
      setError(res.optional?.errors?.photo ?? res.message);
    }
  }

  return (
    <SectionCard
      anchorId="photo"
      icon="camera"
      title="Foto de perfil"
      description="Una foto de frente, con buena luz, ayuda a que te recuerden."
    >
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <ProfilePhoto url={url} name={name} />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-xs hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:peer-focus-visible:outline-brand-100"
          >
            <Icon name="plus" className="size-4" />
            {busy ? 'Subiendo…' : url ? 'Cambiar foto de perfil' : 'Subir foto de perfil'}
          </label>
          <div className="mt-2">
            {error ? (
              <ErrorText id={`${id}-error`}>
                <span role="alert">{error}</span>
              </ErrorText>
            ) : (
              <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                {PHOTO_MESSAGES.hint}
              </p>
            )}
            <p role="status" className="mt-1 text-sm font-medium text-green-700 empty:hidden dark:text-green-300">
              {done}
            </p>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
