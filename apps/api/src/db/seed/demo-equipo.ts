/**
 * The demo's team (docs/team.md, docs/demo.md): Andina Logística (`empresa@demo.pe`, the holder) has a colleague,
 * Rosa Huamán (`reclutadora@demo.pe`, a recruiter seat, the demo password), three tags on the applicants of its
 * featured offer, two private notes, and the trail of what each of them did (the holder sent each offer to publish),
 * so Equipo, Actividad, the pipeline and the dashboard show something on a fresh start. Both seats follow every offer
 * of the company, as an offer's author does from its publication, so a new application to a demo offer reaches their
 * daily digest. Written straight to the tables, like the rest of the demo.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  auditoriaEmpresa,
  etiquetaEmpresa,
  miembroOrganizacion,
  notaPostulacion,
  oferta,
  ofertaSeguimiento,
  organizacion,
  postulacion,
  postulacionEtiqueta,
  postulante,
  usuario,
} from '../schema/index.ts';

const DAY_MS = 86_400_000;
export const DEMO_COLEGA = { correo: 'reclutadora@demo.pe', nombres: 'Rosa', apellidos: 'Huamán Ccori' } as const;
const OFERTA_DESTACADA = 'Practicante de Logística y Almacenes';

export async function seedDemoEquipo(tx: Tx, clave_hash: string, now: Date): Promise<void> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const [empresa] = await tx
    .select({ org: organizacion.id, titular: usuario.id, nombres: usuario.nombres, apellidos: usuario.apellidos })
    .from(organizacion)
    .innerJoin(usuario, eq(usuario.id, organizacion.usuario_id))
    .where(sql`lower(${usuario.correo}) = 'empresa@demo.pe'`);
  const [destacada] = await tx.select({ id: oferta.id, titulo: oferta.titulo }).from(oferta).where(eq(oferta.titulo, OFERTA_DESTACADA));
  if (!empresa || !destacada) throw new Error('demo: falta la empresa o su oferta destacada');
  const jorge = {
    usuario_id: empresa.titular,
    usuario_correo: 'empresa@demo.pe',
    usuario_nombre: `${empresa.nombres} ${empresa.apellidos}`,
  };

  const [colega] = await tx
    .insert(usuario)
    .values({ ...DEMO_COLEGA, clave_hash, rol: 1, confirmado_en: daysAgo(20), creado_en: daysAgo(20) })
    .returning({ id: usuario.id });
  await tx.insert(miembroOrganizacion).values({
    organizacion_id: empresa.org,
    usuario_id: colega!.id,
    rol: 'reclutador',
    // Her own contact, shown in her Mi cuenta and in Equipo; the company's contact person stays the holder.
    nro_contacto: '987321654',
    cargo: 'Analista de Selección',
    creado_en: daysAgo(20),
  });
  // The offers were written straight to the table, without the follow their publication gives the author: both seats
  // follow them all (their general choice, the daily digest, applies).
  const ofertas = await tx
    .select({ id: oferta.id, titulo: oferta.titulo, creado_en: oferta.creado_en })
    .from(oferta)
    .where(sql`${oferta.id_organizacion} = ${empresa.org} and ${oferta.eliminado_en} is null`);
  if (ofertas.length > 0)
    await tx
      .insert(ofertaSeguimiento)
      .values(
        [empresa.titular, colega!.id].flatMap((usuario_id) =>
          ofertas.map((o) => ({ usuario_id, oferta_id: o.id, creado_en: daysAgo(20) })),
        ),
      )
      .onConflictDoNothing();
  const rosa = {
    usuario_id: colega!.id,
    usuario_correo: DEMO_COLEGA.correo,
    usuario_nombre: `${DEMO_COLEGA.nombres} ${DEMO_COLEGA.apellidos}`,
  };

  const tags = await tx
    .insert(etiquetaEmpresa)
    .values([
      { organizacion_id: empresa.org, nombre: 'Entrevista agendada', color: 'azul', creado_en: daysAgo(6) },
      { organizacion_id: empresa.org, nombre: 'Buen perfil', color: 'verde', creado_en: daysAgo(6) },
      { organizacion_id: empresa.org, nombre: 'Referido', color: 'morado', creado_en: daysAgo(5) },
    ])
    .returning({ id: etiquetaEmpresa.id, nombre: etiquetaEmpresa.nombre });
  const [entrevista, buenPerfil, referido] = tags;
  const apps = await tx
    .select({ id: postulacion.id, nombres: usuario.nombres, apellidos: usuario.apellidos })
    .from(postulacion)
    .innerJoin(postulante, eq(postulante.id, postulacion.postulante_id))
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(eq(postulacion.oferta_id, destacada.id))
    .orderBy(asc(postulacion.id))
    .limit(3);
  const [primera, segunda, tercera] = apps;
  if (!entrevista || !buenPerfil || !referido || !primera || !segunda || !tercera)
    throw new Error('demo: faltan postulantes de la oferta destacada');
  await tx.insert(postulacionEtiqueta).values([
    { postulacion_id: primera.id, etiqueta_id: entrevista.id, creado_en: daysAgo(4) },
    { postulacion_id: primera.id, etiqueta_id: buenPerfil.id, creado_en: daysAgo(4) },
    { postulacion_id: segunda.id, etiqueta_id: buenPerfil.id, creado_en: daysAgo(3) },
    { postulacion_id: tercera.id, etiqueta_id: referido.id, creado_en: daysAgo(3) },
  ]);
  await tx.insert(notaPostulacion).values([
    {
      postulacion_id: primera.id,
      organizacion_id: empresa.org,
      autor_id: jorge.usuario_id,
      autor_nombre: jorge.usuario_nombre,
      texto: 'Buena entrevista telefónica: conoce Excel avanzado y puede empezar el próximo mes.',
      creado_en: daysAgo(4),
    },
    {
      postulacion_id: primera.id,
      organizacion_id: empresa.org,
      autor_id: rosa.usuario_id,
      autor_nombre: rosa.usuario_nombre,
      texto: 'Coordinar una segunda entrevista con el jefe de almacén.',
      creado_en: daysAgo(2),
    },
  ]);

  const persona = (p: { nombres: string; apellidos: string }) => `${p.nombres} ${p.apellidos}`;
  await tx.insert(auditoriaEmpresa).values([
    // Each offer was sent to publish by the holder when it was created, as oferta/create writes it: the trail and the
    // dashboard's «Ofertas que el equipo envió a publicar» agree with the offers' dates.
    ...ofertas.map((o) => ({
      ...jorge,
      organizacion_id: empresa.org,
      accion: 'oferta.publicar',
      entidad: 'oferta',
      entidad_id: String(o.id),
      detalle: { titulo: o.titulo },
      creado_en: o.creado_en,
    })),
    {
      ...jorge,
      organizacion_id: empresa.org,
      accion: 'equipo.invitar',
      entidad: 'invitacion',
      entidad_id: null,
      detalle: { correo: DEMO_COLEGA.correo, rol: 'reclutador' },
      creado_en: daysAgo(21),
    },
    {
      ...rosa,
      organizacion_id: empresa.org,
      accion: 'equipo.unirse',
      entidad: 'miembro',
      entidad_id: String(colega!.id),
      creado_en: daysAgo(20),
    },
    ...tags.map((t, i) => ({
      ...(i < 2 ? jorge : rosa),
      organizacion_id: empresa.org,
      accion: 'etiqueta.crear',
      entidad: 'etiqueta',
      entidad_id: String(t.id),
      detalle: { nombre: t.nombre },
      creado_en: daysAgo(i < 2 ? 6 : 5),
    })),
    {
      ...jorge,
      organizacion_id: empresa.org,
      accion: 'postulacion.nota_crear',
      entidad: 'postulacion',
      entidad_id: String(primera.id),
      detalle: { oferta: destacada.titulo, postulante: persona(primera) },
      creado_en: daysAgo(4),
    },
    {
      ...rosa,
      organizacion_id: empresa.org,
      accion: 'postulacion.masivo_etiquetar',
      entidad: 'oferta',
      entidad_id: String(destacada.id),
      detalle: { etiqueta: buenPerfil.nombre, seleccion: 'seleccion', postulaciones: 2, cambiadas: 2, correos: 0 },
      creado_en: daysAgo(3),
    },
    {
      ...rosa,
      organizacion_id: empresa.org,
      accion: 'postulacion.nota_crear',
      entidad: 'postulacion',
      entidad_id: String(primera.id),
      detalle: { oferta: destacada.titulo, postulante: persona(primera) },
      creado_en: daysAgo(2),
    },
  ]);
}
