/**
 * What a number field of a JSON body or a query string may be before it is coerced: a number or its digits. A
 * boolean, a list or an object becomes NaN, so that the field's own Spanish message answers it (coerced as they
 * are, `true` was the id 1 and `[]` the 0). Missing and null stay as they are, for the field's default or message.
 */
export const numeroOTexto = (v: unknown): unknown =>
  v === undefined || v === null || typeof v === 'number' || typeof v === 'string' ? v : Number.NaN;
