/** The demo's other applicants and the applications of the demo company's offers, seeded by demo.ts. */
import { limaToday } from '@practiperu/shared/dates';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  carrera,
  conocimiento,
  habilidadPostulante,
  idiomaPostulante,
  institucion,
  oferta,
  postulacion,
  postulante,
  usuario,
} from '../schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Other applicants and their applications, so that Mis postulaciones and the company's applicant
 * lists have real-looking data: Lucía applied to the featured *Logística y Almacenes* and the company has
 * opened her CV ('CV visto'); three classmates applied to the open offers their training fits; a graduate was
 * made finalist of the finished *Planeamiento Financiero*. Lucía has not applied to *Mejora Continua*: the demo
 * journey applies to it. These applicants log in with the demo password but are not listed at start.
 */
export async function seedDemoPostulaciones(tx: Tx, clave_hash: string, now: Date): Promise<void> {
  const year = Number(limaToday(now).slice(0, 4));
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const ofertas = await tx.select({ id: oferta.id, titulo: oferta.titulo }).from(oferta);
  const idOferta = (titulo: string) => {
    const found = ofertas.find((o) => o.titulo === titulo);
    if (!found) throw new Error(`demo: falta la oferta ${titulo}`);
    return found.id;
  };
  const institution = async (nombre: string) => {
    const [row] = await tx
      .select({ id: institucion.id, nombre: institucion.nombre })
      .from(institucion)
      .where(and(eq(institucion.tipo, 1), eq(institucion.nombre, nombre)));
    if (!row) throw new Error(`demo: falta la institución ${nombre}`);
    return row;
  };
  const career = async (nombre: string) => {
    const [row] = await tx
      .select({ id: carrera.id, nombre: carrera.nombre, clave: carrera.clave })
      .from(carrera)
      .where(and(eq(carrera.tipo, 1), eq(carrera.nombre, nombre)));
    if (!row) throw new Error(`demo: falta la carrera ${nombre}`);
    return row;
  };

  const people = [
    {
      correo: 'carlos.mendoza@demo.pe',
      nombres: 'Carlos Alberto',
      apellidos: 'Mendoza Ticona',
      dni: '73519842',
      sexo: 1,
      fecha_nacimiento: '2003-08-02',
      universidad: 'Universidad Católica de Santa María',
      carrera: 'Administración',
      estado_estudios: 0,
      ciclo_actual: 5,
      egreso: year + 1,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Yanahuara' },
      resumen: 'Estudiante de IX ciclo de Administración en la UCSM. Me interesan la logística, las compras y el control de inventarios.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['SAP ERP', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Logística y Almacenes', dias: 2, revisado: 1, estado: 2 }],
    },
    {
      correo: 'valeria.condori@demo.pe',
      nombres: 'Valeria',
      apellidos: 'Condori Apaza',
      dni: '74102583',
      sexo: 0,
      fecha_nacimiento: '2004-01-25',
      universidad: 'Universidad Católica San Pablo',
      carrera: 'Ingeniería Industrial',
      estado_estudios: 0,
      ciclo_actual: 3,
      egreso: year + 2,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'José Luis Bustamante y Rivero' },
      resumen:
        'Estudiante de VII ciclo de Ingeniería Industrial. Participo en el círculo de mejora continua de mi facultad y manejo Power BI.',
      conocimientos: [
        ['Microsoft Excel', 'intermedio'],
        ['Power BI', 'intermedio'],
      ],
      postula: [{ titulo: 'Practicante de Mejora Continua', dias: 1, revisado: 0, estado: 0 }],
    },
    {
      correo: 'diego.huanca@demo.pe',
      nombres: 'Diego',
      apellidos: 'Huanca Flores',
      dni: '72963014',
      sexo: 1,
      fecha_nacimiento: '2002-11-11',
      universidad: 'Universidad Nacional de San Agustín de Arequipa',
      carrera: 'Ingeniería Industrial',
      estado_estudios: 0,
      ciclo_actual: 6,
      egreso: year,
      lugar: { id_region: 4, region: 'Arequipa', provincia: 'Arequipa', distrito: 'Cerro Colorado' },
      resumen:
        'Estudiante de X ciclo de Ingeniería Industrial en la UNSA, con experiencia en almacenes de una distribuidora de consumo masivo.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['AutoCAD', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Logística y Almacenes', dias: 1, revisado: 0, estado: 0 }],
    },
    {
      correo: 'rosa.ccori@demo.pe',
      nombres: 'Rosa Elena',
      apellidos: 'Ccori Huamán',
      dni: '71845320',
      sexo: 0,
      fecha_nacimiento: '2001-06-30',
      universidad: 'Universidad Nacional Mayor de San Marcos',
      carrera: 'Economía',
      estado_estudios: 1,
      ciclo_actual: 0,
      egreso: year - 1,
      lugar: { id_region: 15, region: 'Lima', provincia: 'Lima', distrito: 'Jesús María' },
      resumen: 'Economista egresada de San Marcos, del tercio superior. Experiencia en presupuestos y análisis financiero con Excel.',
      conocimientos: [
        ['Microsoft Excel', 'avanzado'],
        ['Power BI', 'básico'],
      ],
      postula: [{ titulo: 'Practicante de Planeamiento Financiero', dias: 34, revisado: 1, estado: 3 }],
    },
  ];

  for (const person of people) {
    const [user] = await tx
      .insert(usuario)
      .values({
        correo: person.correo,
        clave_hash,
        rol: 0,
        nombres: person.nombres,
        apellidos: person.apellidos,
        confirmado_en: now,
        autorizacion_marketing: 0,
      })
      .returning({ id: usuario.id });
    const uni = await institution(person.universidad);
    const car = await career(person.carrera);
    const [row] = await tx
      .insert(postulante)
      .values({
        usuario_id: user!.id,
        dni: person.dni,
        sexo: person.sexo,
        fecha_nacimiento: person.fecha_nacimiento,
        licencia_conducir: 0,
        estado_estudios: person.estado_estudios,
        tipo_carrera: 1,
        id_inst_educativa: uni.id,
        inst_educativa_nombre: uni.nombre,
        id_carrera_actual: car.id,
        carrera_actual: car.nombre,
        claves: car.clave,
        ciclo_actual: person.ciclo_actual,
        fecha_ingreso: `${person.egreso - 5}-01-01`,
        fecha_egreso: `${person.egreso}-01-01`,
        resumen_profesional: person.resumen,
        ...person.lugar,
        correo_contacto: person.correo,
      })
      .returning({ id: postulante.id });
    const mine = { postulante_id: row!.id };
    await tx.insert(conocimiento).values(person.conocimientos.map(([nombre, nivel]) => ({ ...mine, nombre: nombre!, nivel: nivel! })));
    await tx.insert(idiomaPostulante).values({ ...mine, nombre: 'Inglés', nivel: 'intermedio' });
    await tx.insert(habilidadPostulante).values([
      { ...mine, nombre: 'Trabajo en equipo' },
      { ...mine, nombre: 'Comunicación efectiva' },
    ]);
    for (const p of person.postula) {
      await tx.insert(postulacion).values({
        ...mine,
        oferta_id: idOferta(p.titulo),
        estado: p.estado,
        revisado: p.revisado,
        estado_actualizado_en: p.estado > 0 ? daysAgo(p.dias - 1) : null,
        creado_en: daysAgo(p.dias),
        actualizado_en: daysAgo(p.dias),
      });
    }
  }

  const [lucia] = await tx
    .select({ id: postulante.id })
    .from(postulante)
    .innerJoin(usuario, eq(usuario.id, postulante.usuario_id))
    .where(eq(usuario.correo, 'postulante@demo.pe'));
  await tx.insert(postulacion).values({
    postulante_id: lucia!.id,
    oferta_id: idOferta('Practicante de Logística y Almacenes'),
    revisado: 1,
    creado_en: daysAgo(2),
    actualizado_en: daysAgo(2),
  });
}
