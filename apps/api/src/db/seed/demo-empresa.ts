/** The demo company (empresa@demo.pe, Andina Logística): its data, its offers in every state and their payments, seeded by demo.ts. */
import { addDays, limaToday } from '@practiperu/shared/dates';
import { aliasDe, type Modalidad } from '@practiperu/shared/oferta';
import { DEFAULT_SUBSIDY } from '@practiperu/shared/constants';
import { conJornada } from '@practiperu/shared/ley28518';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { carrera, oferta, organizacion, organizacionSector, pago } from '../schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * The demo company: its data filled in, and offers in every state Mis publicaciones shows — pending,
 * approved and Vigente, rejected with a reason, featured with a validated payment, featured waiting for its
 * payment to be validated, and finished. The Vigente ones in Arequipa ask for Ingeniería Industrial students of
 * VII–IX ciclo, so the demo applicant (Ingeniería Industrial, VIII ciclo, Arequipa) matches them (docs/matching.md).
 * Dates are relative to `now`; only the pending and the Vigente free offers take free publications, so the demo
 * company keeps at least one for the month.
 */
export async function seedDemoEmpresa(tx: Tx, ids: { organizacionId: number; usuarioId: number }, now: Date): Promise<void> {
  await tx
    .update(organizacion)
    .set({
      nro_contacto: '954218736',
      cargo: 'Jefe de Talento Humano',
      descripcion:
        'Operador logístico del sur del Perú con almacenes en Arequipa y Lima. Formamos practicantes en ' +
        'planeamiento, almacenes, transporte y finanzas desde 2009.',
      web: 'https://www.andinalogistica.pe',
      fb: 'https://www.facebook.com/andinalogistica',
      linkedin: 'https://www.linkedin.com/company/andina-logistica',
      instagram: 'https://www.instagram.com/andinalogistica',
      correo_contacto: 'practicas@andinalogistica.pe',
      numero_contacto: '954218736',
      id_region: 4,
      region: 'Arequipa',
      distrito: 'Cerro Colorado',
      direccion: 'Av. Aviación 602, Zamácola',
    })
    .where(eq(organizacion.id, ids.organizacionId));
  // Transporte y almacenamiento; Comercio; Actividades de servicios administrativos y de apoyo.
  await tx.insert(organizacionSector).values([8, 7, 14].map((sector_id) => ({ organizacion_id: ids.organizacionId, sector_id })));

  const careers = await tx
    .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
    .from(carrera)
    .where(and(eq(carrera.tipo, 1), inArray(carrera.nombre, ['Ingeniería Industrial', 'Administración', 'Contabilidad', 'Economía'])));
  const careersOf = (...nombres: string[]) => {
    const chosen = nombres.map((n) => careers.find((c) => c.nombre === n));
    if (chosen.some((c) => !c)) throw new Error(`demo: faltan carreras (${nombres.join(', ')})`);
    const list = chosen as { id: number; nombre: string; clave: string }[];
    return { profesion: list.map((c) => c.nombre).join(', '), carreras: list.map((c) => c.id), claves: list.map((c) => c.clave) };
  };

  const today = limaToday(now);
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const beneficios =
    '<ul><li>Subvención económica mensual</li><li>Seguro de salud (EsSalud)</li><li>Certificado de prácticas</li>' +
    '<li>Capacitaciones internas en seguridad y herramientas de gestión</li></ul>';
  const base = {
    id_organizacion: ids.organizacionId,
    beneficios,
    pais: 'Perú',
    modalidad_tiempo: 'Presencial',
    horario: 'Tiempo completo',
    salario: 1300,
    mostrar_salario: 1,
    nro_plazas: 1,
    modalidad: 'PREPROFESIONAL',
    idniveluniv: 6,
  } as const;
  const excel = { name: 'Microsoft Excel', level: 'intermedio', required: 'indispensable' } as const;
  const ingles = { name: 'Inglés', level: 'básico', required: 'deseable' } as const;

  const ofertas: Omit<typeof oferta.$inferInsert, 'alias'>[] = [
    {
      // Pending review (created yesterday).
      ...base,
      titulo: 'Practicante de Contabilidad',
      funciones:
        '<p>Te sumarás al área de Contabilidad de nuestra sede de Lima para apoyar en:</p><ul><li>Registro de compras y ventas en el sistema contable.</li>' +
        '<li>Conciliaciones bancarias semanales.</li><li>Preparación de la información para el PDT 621 y el PLAME.</li></ul>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'San Isidro',
      ...careersOf('Contabilidad'),
      ciclo: [3, 4, 5],
      conocimientos: [
        excel,
        { name: 'PDT 621 (IGV – Renta mensual)', level: 'básico', required: 'deseable' },
        { name: 'PLAME', level: 'básico', required: 'deseable' },
      ],
      idiomas: [],
      fin_convocatoria: addDays(today, 10),
      tipo: 0,
      estado: 0,
      creado_en: daysAgo(1),
      cupo_gratis_en: daysAgo(1),
    },
    {
      // Approved and Vigente: a free offer the demo applicant matches.
      ...base,
      titulo: 'Practicante de Mejora Continua',
      funciones:
        '<p>Acompañarás al jefe de Operaciones del almacén de Cerro Colorado en proyectos de <strong>mejora continua</strong>:</p>' +
        '<ul><li>Levantamiento de tiempos y movimientos en recepción y despacho.</li><li>Seguimiento de indicadores (OTIF, exactitud de inventario) en Power BI.</li>' +
        '<li>Implementación de 5S y estandarización de procedimientos.</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial'),
      ciclo: [2, 3, 4],
      conocimientos: [
        excel,
        { name: 'Power BI', level: 'básico', required: 'deseable' },
        { name: 'Metodología 5S', level: 'básico', required: 'deseable' },
      ],
      idiomas: [ingles],
      otros_requisitos: 'Disponibilidad para trabajar de lunes a viernes en el almacén de Cerro Colorado.',
      fin_convocatoria: addDays(today, 9),
      tipo: 0,
      estado: 1,
      creado_en: daysAgo(5),
      cupo_gratis_en: daysAgo(5),
      fecha_publicacion: daysAgo(4),
    },
    {
      // Rejected, with the administrator's reason (last month: it took last month's free publication).
      ...base,
      titulo: 'Asistente Administrativo',
      funciones: '<p>Atención de llamadas, archivo de documentos y apoyo en tareas de oficina.</p>',
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'Miraflores',
      ...careersOf('Administración'),
      ciclo: [0, 1, 2],
      conocimientos: [],
      idiomas: [],
      fin_convocatoria: addDays(today, -30),
      tipo: 0,
      estado: 2,
      mensaje_rechazado:
        'Las funciones describen un puesto de trabajo y no una práctica preprofesional. Detalla las actividades ' +
        'formativas y quién supervisará al practicante, y vuelve a publicarla duplicándola.',
      creado_en: daysAgo(40),
      cupo_gratis_en: daysAgo(40),
    },
    {
      // Featured with a validated payment (Destacado), Vigente for 30 days.
      ...base,
      titulo: 'Practicante de Logística y Almacenes',
      funciones:
        '<p>Formarás parte del equipo de Logística de nuestra sede principal en Arequipa:</p><ul><li>Control de inventarios cíclicos y kardex.</li>' +
        '<li>Programación de despachos a clientes mineros e industriales.</li><li>Análisis de rotación ABC y propuestas de ubicación.</li></ul>',
      salario: 1500,
      nro_plazas: 2,
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial', 'Administración'),
      ciclo: [3, 4, 5],
      conocimientos: [excel, { name: 'SAP ERP', level: 'básico', required: 'deseable' }],
      idiomas: [ingles],
      fin_convocatoria: addDays(today, 25),
      tipo: 1,
      estado: 1,
      estado_pago: 1,
      creado_en: daysAgo(4),
      fecha_publicacion: daysAgo(3),
      destacado_desde: daysAgo(3),
    },
    {
      // Featured, its payment waiting for the administrator (Destacado pendiente).
      ...base,
      titulo: 'Practicante de Seguridad y Salud en el Trabajo',
      funciones:
        '<p>Apoyarás al supervisor de SST en la implementación de la Ley 29783:</p><ul><li>Inspecciones de seguridad en almacenes.</li>' +
        '<li>Elaboración de IPERC y registro de incidentes.</li><li>Charlas de cinco minutos con el personal operativo.</li></ul>',
      id_region: 4,
      region: 'Arequipa',
      provincia: 'Arequipa',
      distrito: 'Cerro Colorado',
      ...careersOf('Ingeniería Industrial'),
      ciclo: [3, 4],
      conocimientos: [
        excel,
        { name: 'Seguridad y salud en el trabajo (Ley 29783)', level: 'básico', required: 'deseable' },
        { name: 'IPERC', level: 'básico', required: 'deseable' },
      ],
      idiomas: [],
      fin_convocatoria: addDays(today, 20),
      tipo: 1,
      estado: 0,
      estado_pago: 0,
      creado_en: daysAgo(2),
    },
    {
      // Finished after its deadline.
      ...base,
      titulo: 'Practicante de Planeamiento Financiero',
      funciones: '<p>Apoyo en la elaboración del presupuesto anual, el flujo de caja proyectado y los reportes de gestión mensuales.</p>',
      modalidad: 'PROFESIONAL',
      idniveluniv: 7,
      id_region: 15,
      region: 'Lima',
      provincia: 'Lima',
      distrito: 'San Isidro',
      ...careersOf('Economía', 'Contabilidad', 'Administración'),
      ciclo: [],
      fecha_egreso: [Number(today.slice(0, 4)) - 1, Number(today.slice(0, 4))],
      conocimientos: [{ name: 'Microsoft Excel', level: 'avanzado', required: 'indispensable' }],
      idiomas: [{ name: 'Inglés', level: 'intermedio', required: 'deseable' }],
      fin_convocatoria: addDays(today, -28),
      tipo: 0,
      estado: 1,
      creado_en: daysAgo(38),
      cupo_gratis_en: daysAgo(38),
      fecha_publicacion: daysAgo(37),
      finaliza: daysAgo(27),
    },
  ];

  const rows = await tx
    .insert(oferta)
    .values(
      ofertas.map((o) => ({
        ...conJornada({ ...o, modalidad: o.modalidad as Modalidad }, DEFAULT_SUBSIDY),
        alias: aliasDe(o.titulo),
        actualizado_en: o.creado_en,
      })),
    )
    .returning({ id: oferta.id, titulo: oferta.titulo });
  const idOf = (titulo: string) => rows.find((r) => r.titulo === titulo)?.id ?? null;
  const pagoBase = { tipo: 'destacado' as const, usuario_id: ids.usuarioId, organizacion_id: ids.organizacionId, monto_centimos: 6900 };
  await tx.insert(pago).values([
    {
      ...pagoBase,
      oferta_id: idOf('Practicante de Logística y Almacenes'),
      nro_operacion: '04587126',
      metodo_pago: 'Yape',
      estado: 1,
      decidido_en: daysAgo(3),
      creado_en: daysAgo(4),
      actualizado_en: daysAgo(3),
    },
    {
      ...pagoBase,
      oferta_id: idOf('Practicante de Seguridad y Salud en el Trabajo'),
      nro_operacion: '2026-118734',
      metodo_pago: 'Transferencia',
      estado: 0,
      creado_en: daysAgo(2),
      actualizado_en: daysAgo(2),
    },
  ]);
}
