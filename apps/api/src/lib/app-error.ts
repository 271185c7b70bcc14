import { ERROR_CODES, MSG } from '@storefront/shared';

/** The one typed error of the API; the error handler turns it into `{ isError, msg, code, fields }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string = MSG.invalidInput, fields?: Record<string, string>) {
    return new AppError(400, ERROR_CODES.badRequest, message, fields);
  }
  static unauthorized(message: string = MSG.unauthorized) {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }
  static forbidden(message: string = MSG.forbidden) {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static notFound(message: string = MSG.notFound) {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  static conflict(message: string, fields?: Record<string, string>) {
    return new AppError(409, ERROR_CODES.conflict, message, fields);
  }
  static tooManyRequests(message: string = MSG.tooManyRequests) {
    return new AppError(429, ERROR_CODES.tooManyRequests, message);
  }
}
