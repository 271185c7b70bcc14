/**
 * India time, in one place. The shop keeps its books in India days and shows India times,
 * whatever the server's or the shopper's clock zone. `Intl` does the conversion, so no
 * offset arithmetic is written anywhere else.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type IndiaParts = { year: string; month: string; day: string; hour: string; minute: string };

/** The India calendar date and clock time of an instant, zero-padded. */
export function indiaParts(at: Date): IndiaParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(at)) parts[part.type] = part.value;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** The India date of an instant as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  const { year, month, day } = indiaParts(at);
  return `${year}-${month}-${day}`;
}

/**
 * The instant an India day (YYYY-MM-DD) starts, moved by whole days. India has kept one
 * offset all year since 1945, so its midnight is a fixed instant the ISO form can name.
 */
export function indiaDayStart(date: string, plusDays = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * 86_400_000);
}

/** A moment in India time as a spreadsheet sorts and reads it: YYYY-MM-DD HH:MM. */
export function indiaDateTime(at: Date): string {
  const { year, month, day, hour, minute } = indiaParts(at);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** Order timestamps as the shop shows them: dd/mm/yy - hh:mm in India time. */
export function formatIndiaTimestamp(at: Date): string {
  const { year, month, day, hour, minute } = indiaParts(at);
  return `${day}/${month}/${year.slice(2)} - ${hour}:${minute}`;
}

/** An India date on account cards, in en-IN's short form (e.g. 23/11/2026). */
export const formatIndiaDate = (at: Date) => at.toLocaleDateString('en-IN', { timeZone: INDIA_TIME_ZONE });
