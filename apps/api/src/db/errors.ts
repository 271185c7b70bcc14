/** PostgreSQL's unique_violation, from the driver's error or the one Drizzle wraps around it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write whose uniqueness was checked before it: two writers racing past the check end
 * with the unique index refusing the second, answered as the same `conflict()` the check gives.
 */
export async function refuseDuplicate<T>(work: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
