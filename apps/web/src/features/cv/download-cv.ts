/**
 * 'Descargar CV': `GET postulante/getMyCv` answers data[0] = {cv: base64 PDF, name}; the browser saves
 * it as a file. A failure is an error toast titled 'CV' with the server's message or the spec's default.
 */
import { CV_MESSAGES } from '@practiperu/shared/cv';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { saveBase64File } from '../../lib/save-file';
import { fetchMyCv } from './api';

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
