import type { Envelope } from '@practiperu/shared/envelope';

/** A successful envelope. `data` is always an array (the spec reads data[0]). */
export function ok<T>(data: T[] = [], message = '', optional?: Envelope['optional']): Envelope<T> {
  return optional ? { state: true, data, message, optional } : { state: true, data, message };
}

export function fail(message: string, optional?: Envelope['optional']): Envelope<never> {
  return optional ? { state: false, data: [], message, optional } : { state: false, data: [], message };
}
