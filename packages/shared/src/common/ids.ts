/** A UUID in its written form, either case: the shape of every id the database keeps. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text can be an id at all; anything else matches nothing and must not reach a uuid cast. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
