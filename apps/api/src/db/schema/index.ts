// The schema drizzle needs for relational queries and drizzle-kit reads to generate migrations.
export * from './admin.ts';
export * from './cuentas.ts';
export * from './cv.ts';
export * from './ofertas.ts';
export * from './postulaciones.ts';
export * from './referencia.ts';
export * from './sistema.ts';
export * from './trabajos.ts';
export * from './usuarios.ts';
export * from './asistente.ts';
export * from './documento-postulante.ts';
export * from './privacidad.ts';
export * from './equipo.ts';
export * from './pipeline.ts';
export * from './segundo-factor.ts';
export * from './avisos-postulantes.ts';
export * from './metricas.ts';
