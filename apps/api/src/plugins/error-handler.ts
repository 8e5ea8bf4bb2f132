/** The one error funnel: every failure becomes the envelope with a real HTTP status. */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from '../lib/errors.ts';
import { fail } from '../lib/envelope.ts';

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // A call sent with no body at all is an empty form: validate it as `{}` so every required field
  // gets its own message, instead of one "se esperaba objeto" that no form can place.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) request.body = {};
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.message, error.optional));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        // A body that is not an object at all (a list, a text) is a malformed request, not a field error.
        const message = field === '_' && issue.keyword === 'invalid_type' ? MESSAGES.invalidJson : issue.message;
        errors[field] ??= message ?? 'Valor inválido';
      }
      const first = Object.values(errors)[0] ?? 'Datos inválidos';
      return reply.status(400).send(fail(first, { errors }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(MESSAGES.tooMany));
    if (status === 413) return reply.status(413).send(fail(MESSAGES.tooLarge));
    if (status === 415) return reply.status(415).send(fail(MESSAGES.unsupportedType));
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.status(status).send(fail(status === 400 ? MESSAGES.invalidJson : error.message));
    }
    // Below 500 the message is shown; at 500 only the generic text and a request id, never internals.
    request.log.error({ err: error }, 'error no controlado');
    return reply.status(500).send(fail(MESSAGES.internal, { request_id: String(request.id) }));
  });
});
