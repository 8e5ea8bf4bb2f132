/** Saves an interview's .ics (a file answer): fetched with the session's token when there is one. */
import { NETWORK_ERROR_MESSAGE } from '@practiperu/shared/constants';
import { tokenStore } from '../../lib/storage';

export async function descargarIcs(url: string): Promise<string | null> {
  const token = tokenStore.get();
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    return NETWORK_ERROR_MESSAGE;
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { message?: string } | null;
    return envelope?.message ?? 'No se pudo descargar la invitación.';
  }
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = 'entrevista.ics';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return null;
}
