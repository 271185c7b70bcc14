/**
 * The parts every console route's schema shares, so the console's routes document one set of
 * answers: its OpenAPI tag, and the error answers (all the one error body, docs/api.md).
 */
import { errorAnswers } from '../../lib/error-answers';

export const tags = ['admin'];
/** Every secured route can answer these: no or a bad token, a customer's token or the wrong role. */
export const guarded = errorAnswers(401, 403);
/** What a console call can answer besides success: bad input, no such record, a conflict. */
export const refusals = errorAnswers(400, 401, 403, 404, 409);
