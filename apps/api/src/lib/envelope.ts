import type { Envelope } from '@practiperu/shared/envelope';

/** A successful answer: `data` is always an array (the spec reads data[0]); `optional` typed as the call declares it. */
export interface Ok<T, O> {
  state: true;
  data: T[];
  message: string;
  optional: O;
}

/** A successful envelope. `data` is always an array (the spec reads data[0]). */
export function ok<T, O extends object | undefined = undefined>(data: T[] = [], message = '', optional?: O): Ok<T, O> {
  return (optional ? { state: true, data, message, optional } : { state: true, data, message }) as Ok<T, O>;
}

export function fail(message: string, optional?: Envelope['optional']): Envelope<never> {
  return optional ? { state: false, data: [], message, optional } : { state: false, data: [], message };
}
