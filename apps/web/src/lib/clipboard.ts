/**
 * Copies a text. Where the clipboard cannot be written (older browsers, pages over http) the field that shows the
 * text is selected, so the person can copy it by hand; the answer says which happened.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.focus();
    input?.select();
    return false;
  }
}
