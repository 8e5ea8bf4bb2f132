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

/** Saves text (a CSV) as a file with the given name. */
export function saveTextFile(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  saveBase64File(btoa(binary), name, type);
}
