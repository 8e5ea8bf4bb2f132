/**
 * What the second factor offers the other areas (docs/security.md "Second factor"): the block of Mi cuenta (the
 * back office's too), and the login's second step (loaded lazily by the login form).
 */
export { SegundoFactorBlock } from './segundo-factor-block';
export { default as SegundoPaso } from './segundo-paso';
