/**
 * `/api/{conocimiento,idioma,logro,expLaboral,voluntariado,actExtracurricular,formacionComplementaria}/*`: create,
 * update, removeById, id/{id} and myList for the signed-in applicant, plus `formacionComplementaria/createMultiple`.
 * Every call needs an applicant session (role 0). The calls are declared in packages/shared/src/api/cv.ts (payload
 * rules: schemas/cv.ts); contract: docs/cv.md.
 */
import { createMultipleBody, cvSectionApis, cvSectionUpdateBody, formacionComplementariaApi } from '@practiperu/shared/api/cv';
import { ROLE } from '@practiperu/shared/constants';
import { CV_MESSAGES } from '@practiperu/shared/cv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { personalData } from '../../lib/http-cache.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { postulanteIdOf } from './cv.public.ts';
import type { Services } from '../../compose.ts';
import { SECTIONS, createFormaciones, type createSectionService, type CvSectionItem, type SectionDef } from './cv.service.ts';
import { named } from '../../lib/plugin-name.ts';

/** The applicant's postulante id: every section query is scoped with it. */
async function me(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return postulanteIdOf(app.db, sessionOf(request).user.id);
}

type SectionService<Row, Insert, D, I extends CvSectionItem> = ReturnType<typeof createSectionService<Row, Insert, D, I>>;

/** One section's five calls, served by its service (built with the others in compose.ts). */
function sectionRoutes<Row, Insert, D, I extends CvSectionItem>(
  def: SectionDef<Row, Insert, D, I>,
  serviceOf: (cv: Services['cv']) => SectionService<Row, Insert, D, I>,
) {
  return named(async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = serviceOf(app.services.cv);
    // Every section's group has the same five calls; its body and item schemas are the section's own.
    const api = cvSectionApis[def.section];
    // The session is checked before anything is read: no session 401, another role 403.
    app.addHook('onRequest', app.requireRole(ROLE.POSTULANTE));
    app.addHook('onSend', personalData);

    // The payload's rules count years from today: its schema is built per request. The route checked the body
    // with `def.body`, so it is the section's data.
    r.route({
      ...routeOf(api, 'create', { bodyAt: () => def.body(app.now()) }),
      handler: async (request, reply) => {
        const newId = await service.create(await me(app, request), request.body as D);
        reply.status(201);
        return ok([newId], CV_MESSAGES.created);
      },
    });

    r.route({
      ...routeOf(api, 'update', { bodyAt: () => cvSectionUpdateBody(def.section, app.now()) }),
      handler: async (request) => {
        const { id, ...data } = request.body as { id: number } & D;
        await service.update(await me(app, request), id, data as D);
        return ok([], CV_MESSAGES.updated);
      },
    });

    r.route({
      ...routeOf(api, 'removeById'),
      handler: async (request) => {
        await service.remove(await me(app, request), request.body.id);
        return ok([], CV_MESSAGES.removed);
      },
    });

    r.route({
      ...routeOf(api, 'id'),
      handler: async (request) => ok([await service.get(await me(app, request), request.params.id)]),
    });

    r.route({
      ...routeOf(api, 'myList'),
      handler: async (request) => ok(await service.list(await me(app, request))),
    });
  }, `${def.section}Routes`);
}

export async function cvRoutes(app: FastifyInstance) {
  await app.register(
    sectionRoutes(SECTIONS.conocimiento, (cv) => cv.conocimiento),
    { prefix: '/conocimiento' },
  );
  await app.register(
    sectionRoutes(SECTIONS.idioma, (cv) => cv.idioma),
    { prefix: '/idioma' },
  );
  await app.register(
    sectionRoutes(SECTIONS.logro, (cv) => cv.logro),
    { prefix: '/logro' },
  );
  await app.register(
    sectionRoutes(SECTIONS.expLaboral, (cv) => cv.expLaboral),
    { prefix: '/expLaboral' },
  );
  await app.register(
    sectionRoutes(SECTIONS.voluntariado, (cv) => cv.voluntariado),
    { prefix: '/voluntariado' },
  );
  await app.register(
    sectionRoutes(SECTIONS.actExtracurricular, (cv) => cv.actExtracurricular),
    { prefix: '/actExtracurricular' },
  );
  await app.register(
    sectionRoutes(SECTIONS.formacionComplementaria, (cv) => cv.formacionComplementaria),
    { prefix: '/formacionComplementaria' },
  );

  // One transaction for several certifications (formacionComplementaria/createMultiple).
  await app.register(
    named(async (group) => {
      group.addHook('onRequest', group.requireRole(ROLE.POSTULANTE));
      group.withTypeProvider<ZodTypeProvider>().route({
        ...routeOf(formacionComplementariaApi, 'createMultiple', { bodyAt: () => createMultipleBody(app.now()) }),
        handler: async (request, reply) => {
          const ids = await createFormaciones(app.db, await me(app, request), request.body.items);
          reply.status(201);
          return ok(ids, CV_MESSAGES.created);
        },
      });
    }, 'formacionComplementariaMultipleRoutes'),
    { prefix: '/formacionComplementaria' },
  );
}
