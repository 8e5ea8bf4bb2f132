/** Small helpers of the insight queries (raw SQL answers). */

/** A count or a sum as a number (the drivers may answer bigint as a string). */
export const n = (v: unknown) => Number(v ?? 0);

/** The rows of a raw query (the driver's result type is not known here). */
export const filasDe = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A median or a rate, one decimal; null stays null. */
export const redondo = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10);
