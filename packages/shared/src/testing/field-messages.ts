/** What a zod `safeParse` gives back, as far as the tests read it. */
type ParseResult = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

/** The first message per field, as the API's error handler and the form resolver show them. */
export function fieldMessages(result: ParseResult): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}
