import { type ApiErrorBody, ERROR_CODES, MSG } from '@storefront/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { safeError } from './logging';

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const issuePath =
      params?.issue?.path?.map(String).join('.') ??
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = issuePath || error.validationContext || 'request';
    fields[key] ??= issue.message ?? 'is not valid';
  }
  return fields;
}

/**
 * One place turns every failure into the design's error body. Internals of a 5xx are
 * logged, never sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        isError: true,
        msg: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = fieldsFromValidation(error);
      status = 400;
      body = {
        isError: true,
        msg: Object.values(fields)[0] ?? MSG.invalidInput,
        code: ERROR_CODES.badRequest,
        fields,
      };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { isError: true, msg: MSG.tooManyRequests, code: ERROR_CODES.tooManyRequests };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type.
      status = error.statusCode;
      body = { isError: true, msg: error.message, code: ERROR_CODES.badRequest };
    } else {
      // Sanitised here as well as by the logger: a test or tool may bring its own logger.
      request.log.error({ err: safeError(error) }, 'request failed');
      status = 500;
      body = { isError: true, msg: MSG.internalError, code: ERROR_CODES.internal };
    }
    if (status >= 400 && status < 500) request.log.info({ status, code: body.code }, body.msg);
    return reply.status(status).type('application/json').send(body);
  });
}
