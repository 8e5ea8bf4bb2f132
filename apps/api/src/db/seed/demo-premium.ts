/**
 * Demo premium content (docs/premium.md): videos and resources an applicant sees once premium, each with its file
 * stored as the back office stores an upload (/admin/contenido), so the signed links work as in production. Videos
 * are small committed MP4 title slides that say they are a demo (assets/README.md, made by scripts/demo-videos.ts);
 * resources are real PDFs made at seed time (demo-premium-pdf.ts).
 */
import { readFile } from 'node:fs/promises';
import { addDays, limaToday } from '@practiperu/shared/dates';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { contenidoPremium, membresiaPremium, usuario } from '../schema/index.ts';
import { PREMIUM_FOLDERS } from '../../storage/folders.ts';
import type { Storage } from '../../storage/storage.ts';
import { cartaPresentacionPdf, plantillaCvPdf } from './demo-premium-pdf.ts';
import { apiSource } from '../../locations.ts';

type Item = typeof contenidoPremium.$inferInsert;

/** The demo videos' length: `duracion` shows it and the test checks it against each file. */
export const DEMO_VIDEO_SECONDS = 12;

/** A committed demo asset, found next to this file (the API runs from source). */
export const demoAsset = (name: string) => apiSource(`db/seed/assets/${name}`);

type DemoItem = Omit<Item, 'orden' | 'archivo'> & {
  /** The item's file: a committed MP4 under assets/, or a PDF made when seeding. */
  file: { video: string } | { pdf: (titulo: string, now: Date) => Promise<Buffer> };
};

export const DEMO_PREMIUM: DemoItem[] = [
  {
    tipo: 'video',
    titulo: 'Cómo armar un CV de practicante que pase el primer filtro',
    descripcion:
      'Qué leen primero los reclutadores, cómo ordenar tu formación y tus proyectos cuando aún no tienes experiencia laboral y qué errores descartan un CV en segundos.',
    duracion: '0:12',
    folder_name: 'CV y perfil',
    file: { video: 'demo-video-cv.mp4' },
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
    duracion: '0:12',
    folder_name: 'Entrevistas',
    file: { video: 'demo-video-entrevista.mp4' },
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
    duracion: '0:12',
    folder_name: 'Derechos y convenios',
    file: { video: 'demo-video-derechos.mp4' },
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
      'Plantilla de una página con las secciones que esperan los reclutadores, qué poner en cada una y un ejemplo completo de un estudiante de Ingeniería Industrial.',
    duracion: null,
    folder_name: 'CV y perfil',
    glosario: [],
    file: { pdf: plantillaCvPdf },
  },
  {
    tipo: 'recurso',
    titulo: 'Guía: carta de presentación en 5 párrafos',
    descripcion: 'Estructura, frases de ejemplo y una lista de comprobación antes de enviar tu carta de presentación.',
    duracion: null,
    folder_name: 'Postulación',
    glosario: [{ title: 'Carta de presentación', description: 'Texto breve que explica por qué postulas y qué aportas.' }],
    file: { pdf: cartaPresentacionPdf },
  },
];

/**
 * Stores each demo item's file through the storage, in the folders and under the random names of a back-office
 * upload, before the seed's transaction; returns the stored names in DEMO_PREMIUM's order (the caller removes
 * them if the transaction fails).
 */
export async function saveDemoPremiumFiles(storage: Storage, now: Date): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const item of DEMO_PREMIUM) {
      const bytes = 'video' in item.file ? await readFile(demoAsset(item.file.video)) : await item.file.pdf(item.titulo, now);
      const ext = 'video' in item.file ? 'mp4' : 'pdf';
      saved.push(await storage.save(PREMIUM_FOLDERS[ext], bytes, ext));
    }
    return saved;
  } catch (err) {
    for (const name of saved) await storage.remove(name);
    throw err;
  }
}

export async function seedDemoPremium(tx: Tx, now: Date, archivos: string[]): Promise<void> {
  await tx.insert(contenidoPremium).values(
    DEMO_PREMIUM.map(({ file: _file, ...item }, i) => ({
      ...item,
      archivo: archivos[i] ?? null,
      orden: i + 1,
      creado_en: now,
      actualizado_en: now,
    })),
  );
}

/**
 * Two demo applicants show how a membership ends: Valeria's runs out today (the last-day message) and
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
