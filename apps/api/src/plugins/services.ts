/** Application services every module may use: the job queue, the mailer and the file storage. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { createQueue, type Queue } from '../jobs/queue.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { createStorage } from '../storage/create.ts';
import type { Storage } from '../storage/storage.ts';

/** How long a redirect to an uploaded image's object stays valid (object storage). */
const UPLOAD_LINK_SECONDS = 3600;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    queue: Queue;
    mailer: Mailer;
    storage: Storage;
    /** The clock of the business rules (controllable in tests). */
    now: () => Date;
  }
}

export interface ServicesOptions {
  config: Config;
  now: () => Date;
  mailTransport?: Transporter;
  startWorker: boolean;
  /** Which uploaded files `/uploads/` may serve to anyone (the premium module keeps its files out). */
  isPublicUpload: (pathName: string) => boolean;
}

export const servicesPlugin = fp(async (app: FastifyInstance, opts: ServicesOptions) => {
  const { config } = opts;
  app.decorate('config', config);
  app.decorate('now', opts.now);
  const queue = createQueue({ db: app.db, log: app.log, now: opts.now });
  app.decorate('queue', queue);
  app.decorate(
    'mailer',
    createMailer({ db: app.db, queue, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, transport: opts.mailTransport }),
  );

  const storage = createStorage(config);
  app.decorate('storage', storage);
  // Uploaded images are public by design (logos, profile photos) and live under unguessable names. Premium videos
  // and resources are not served here: only through signed links checked by the API (decision 019).
  if (storage.signedUrl) {
    // Object storage: a redirect to a signed URL of the object, cached as long as that URL lasts.
    const signedUrl = storage.signedUrl.bind(storage);
    app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const name = request.params['*'];
      if (!opts.isPublicUpload(`/${name}`) || name.split('/').includes('..')) return reply.callNotFound();
      return reply
        .header('cache-control', `public, max-age=${UPLOAD_LINK_SECONDS - 60}`)
        .redirect(await signedUrl(name, UPLOAD_LINK_SECONDS));
    });
  } else {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
      allowedPath: (pathName) => opts.isPublicUpload(pathName),
    });
  }

  if (opts.startWorker) {
    queue.start();
    app.addHook('onClose', async () => queue.stop());
  }
});
