/**
 * Demo premium content (issue #9): videos and resources an applicant sees once premium. The administrator uploads
 * the files in the back office (/admin/contenido); the demo items have their texts and glossaries and no file yet,
 * so the pages show them as "disponible pronto" until a video or PDF is uploaded.
 */
import { addDays, limaToday } from '@practiperu/shared/schemas/oferta';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { contenidoPremium, membresiaPremium, usuario } from '../schema/index.ts';

type Item = typeof contenidoPremium.$inferInsert;

export const DEMO_PREMIUM: Omit<Item, 'orden'>[] = [
  {
    tipo: 'video',
    titulo: 'Cómo armar un CV de practicante que pase el primer filtro',
    descripcion:
      'Qué leen primero los reclutadores, cómo ordenar tu formación y tus proyectos cuando aún no tienes experiencia laboral y qué errores descartan un CV en segundos.',
    duracion: '14:20',
    folder_name: 'CV y perfil',
    glosario: [
      { title: 'Filtro ATS', description: 'Software que ordena los CV por palabras clave antes de que los lea una persona.' },
      { title: 'Logro cuantificado', description: 'Un resultado con cifras: «reduje en 15 % el tiempo de inventario».' },
    ],
  },
  {
    tipo: 'video',
    titulo: 'Tu primera entrevista de prácticas: preguntas frecuentes y cómo responderlas',
    descripcion:
      'Ensayamos las preguntas que más se repiten en entrevistas de prácticas preprofesionales en el Perú, con ejemplos de respuestas con el método STAR.',
    duracion: '18:05',
    folder_name: 'Entrevistas',
    glosario: [
      { title: 'Método STAR', description: 'Situación, Tarea, Acción y Resultado: una forma ordenada de contar una experiencia.' },
      { title: 'Pregunta situacional', description: 'Plantea un caso hipotético para ver cómo actuarías.' },
    ],
  },
  {
    tipo: 'video',
    titulo: 'Derechos del practicante: convenio, subvención y horario según la ley',
    descripcion:
      'Lo que dice la Ley 28518 sobre modalidades formativas: el convenio, la subvención mínima, el horario máximo, el descanso y el seguro.',
    duracion: '11:40',
    folder_name: 'Derechos y convenios',
    glosario: [
      {
        title: 'Convenio de prácticas',
        description: 'Acuerdo entre la empresa, el practicante y, en prácticas preprofesionales, la universidad.',
      },
      { title: 'Subvención', description: 'El pago mensual al practicante; no puede ser menor a la remuneración mínima vital.' },
    ],
  },
  {
    tipo: 'recurso',
    titulo: 'Plantilla de CV para practicantes (una página)',
    descripcion:
      'Plantilla editable con las secciones que esperan los reclutadores y un ejemplo completo de un estudiante de Ingeniería Industrial.',
    duracion: null,
    folder_name: 'CV y perfil',
    glosario: [],
  },
  {
    tipo: 'recurso',
    titulo: 'Guía: carta de presentación en 5 párrafos',
    descripcion: 'Estructura, frases de ejemplo y una lista de comprobación antes de enviar tu carta de presentación.',
    duracion: null,
    folder_name: 'Postulación',
    glosario: [{ title: 'Carta de presentación', description: 'Texto breve que explica por qué postulas y qué aportas.' }],
  },
];

export async function seedDemoPremium(tx: Tx, now: Date): Promise<void> {
  await tx.insert(contenidoPremium).values(DEMO_PREMIUM.map((item, i) => ({ ...item, orden: i + 1, creado_en: now, actualizado_en: now })));
}

/**
 * Two demo applicants show how a membership ends (issue #9): Valeria's runs out today (the last-day message) and
 * Carlos's ran out yesterday (back to free: the call to action, locked content, no membership page). Memberships
 * last 90 days, granted as the back office grants them.
 */
export const DEMO_MEMBRESIAS = { ultimoDia: 'valeria.condori@demo.pe', vencida: 'carlos.mendoza@demo.pe' } as const;

export async function seedDemoMembresias(tx: Tx, now: Date): Promise<void> {
  const today = limaToday(now);
  const users = await tx
    .select({ id: usuario.id, correo: usuario.correo })
    .from(usuario)
    .where(inArray(usuario.correo, Object.values(DEMO_MEMBRESIAS)));
  const idOf = (correo: string) => {
    const user = users.find((u) => u.correo === correo);
    if (!user) throw new Error(`demo: falta ${correo} para su membresía`);
    return user.id;
  };
  await tx.insert(membresiaPremium).values([
    { usuario_id: idOf(DEMO_MEMBRESIAS.ultimoDia), inicio: addDays(today, -89), expira_el: today, creado_en: now },
    { usuario_id: idOf(DEMO_MEMBRESIAS.vencida), inicio: addDays(today, -90), expira_el: addDays(today, -1), creado_en: now },
  ]);
}
