import { ApiError, serverMessage } from '@/lib/api-client';

/** The server's own words for a refusal (stock, an address gone); null for anything else. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 ? serverMessage(error) : null;
}
