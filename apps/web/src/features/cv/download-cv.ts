/**
 * 'Descargar CV': `GET postulante/getMyCv` answers data[0] = {cv: base64 PDF, name}; the browser saves
 * it as a file. A failure is an error toast titled 'CV' with the server's message or the spec's default.
 */
import { CV_MESSAGES } from '@practiperu/shared/cv';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { fetchMyCv } from './api';

/** Saves base64 bytes as a file with the given name (an object URL on a temporary link). */
export function saveBase64File(base64: string, name: string, type = 'application/pdf'): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useDownloadCv(): { download: () => Promise<void>; busy: boolean } {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const res = await fetchMyCv();
      const file = res.data[0];
      if (res.state && file?.cv) {
        saveBase64File(file.cv, file.name || 'CV.pdf');
        return;
      }
      // Without an answer from the server there is no server message: the spec's own text.
      const message = res.networkError ? '' : res.message;
      toast({ variant: 'error', title: 'CV', message: message || CV_MESSAGES.downloadFailed });
    } catch {
      // A damaged answer (not base64) is a failed download too.
      toast({ variant: 'error', title: 'CV', message: CV_MESSAGES.downloadFailed });
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
