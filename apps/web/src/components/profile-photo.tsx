import { PROFILE_PHOTO_SIZE } from '@practiperu/shared/constants';
import { useState } from 'react';
import { Icon } from './icon';

/** The default picture of a person without a photo, or whose photo does not load. */
function DefaultPhoto({ size }: { size: number }) {
  return (
    <div
      role="img"
      aria-label="Foto de perfil predeterminada"
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full border border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-500"
    >
      <Icon name="user" className="size-1/2" />
    </div>
  );
}

/** The profile photo, 130×130; a broken image falls back to the default picture. */
export function ProfilePhoto({ url, name, size = PROFILE_PHOTO_SIZE }: { url: string | null; name: string; size?: number }) {
  // Remembered per URL: a new photo gets its own chance to load.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url || brokenUrl === url) return <DefaultPhoto size={size} />;
  return (
    <img
      src={url}
      alt={`Foto de ${name}`}
      width={size}
      height={size}
      onError={() => setBrokenUrl(url)}
      style={{ width: size, height: size }}
      className="shrink-0 rounded-full border border-slate-200 bg-white object-cover dark:border-slate-700"
    />
  );
}
