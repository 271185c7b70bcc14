import { z } from 'zod';

/**
 * A text that must be there: trimmed, not empty, at most `max` characters. Missing, empty and
 * too long all read `message` unless too long has words of its own.
 */
export const requiredText = (message: string, max: number, tooLong: string = message) =>
  z.string({ error: message }).trim().min(1, { message }).max(max, { message: tooLong });

/** A text that may be left empty: trimmed, at most `max` characters, '' when absent. */
export const optionalText = (max: number, tooLong?: string) =>
  z.string().trim().max(max, tooLong).default('');

/** Something, an @, then a host with a dot: what every e-mail box takes. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An e-mail address, trimmed and lower-cased so one person has one account (or one entry)
 * whatever the case they type; any fault reads `message`.
 */
export const emailText = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, { message }).regex(EMAIL_PATTERN, { message });

/** Where a rule over several fields reports: on the one field to change, with its text. */
export const issueOn = (field: string, message: string) => ({ message, path: [field] });

/** On/off settings, one required boolean per name. */
export const switchFields = <const Names extends readonly string[]>(...names: Names) =>
  Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [Name in Names[number]]: z.ZodBoolean };

/** A place on the map, in degrees; both null when it could not be placed. */
export const mapPointFields = {
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
