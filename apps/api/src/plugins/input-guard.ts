import { MSG } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/*
 * PostgreSQL text and jsonb cannot hold a NUL byte: one in any value that reaches a query
 * fails the statement, which used to answer 500 on every call that stores or searches text.
 * No field of the shop has a use for it, so it is refused once, here, for every route and
 * every part of the request, before validation and before any handler sees it.
 */
const NUL = '\u0000';

/** Nested input deeper than this is not walked further; JSON bodies are small (bodyLimit). */
const MAX_DEPTH = 32;

function fieldName(parent: string, key: string): string {
  const clean = key.replaceAll(NUL, '');
  return parent ? `${parent}.${clean}` : clean;
}

/** Every path (dot-joined, as validation errors name fields) whose string or key holds a NUL. */
export function pathsWithNul(value: unknown, parent = '', found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(parent || 'request');
    return found;
  }
  // Binary bodies (a Buffer) are not text and are never walked byte by byte.
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value))
    return found;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      pathsWithNul(item, fieldName(parent, String(index)), found, depth + 1);
    });
    return found;
  }
  for (const [key, item] of Object.entries(value)) {
    const name = fieldName(parent, key);
    if (key.includes(NUL)) found.push(name || 'request');
    else pathsWithNul(item, name, found, depth + 1);
  }
  return found;
}

export function registerInputGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('preValidation', (request, _reply, done) => {
    // one list filled in place: no arrays made and spread on the requests that carry no NUL
    const paths = pathsWithNul(request.params);
    pathsWithNul(request.query, '', paths);
    pathsWithNul(request.body, '', paths);
    if (paths.length === 0) {
      done();
      return;
    }
    const fields = Object.fromEntries(paths.map((path) => [path, MSG.invalidCharacter]));
    done(AppError.badRequest(MSG.invalidCharacter, fields));
  });
}
