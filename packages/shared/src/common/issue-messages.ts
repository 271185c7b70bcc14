import type { core } from 'zod';

const UNIT: Record<string, { one: string; many: string }> = {
  string: { one: 'character', many: 'characters' },
  array: { one: 'item', many: 'items' },
  set: { one: 'item', many: 'items' },
};

const count = (n: number | bigint, origin: string) => {
  const unit = UNIT[origin];
  return unit ? `${n} ${Number(n) === 1 ? unit.one : unit.many}` : String(n);
};

/**
 * Plain words for a failed check that its schema gave no message of its own. Our forms never
 * send such input (their schemas carry the spec's texts), but a request from elsewhere can: a
 * missing field, a page number as letters, a fraction of a unit. Each field still gets its own
 * message (docs/api.md: errors), and it reads like the rest of the shop's, not like zod's
 * "Invalid input: expected int, received number". Undefined leaves zod's own text.
 *
 * Installed as zod's `customError` by the API (app.ts) and the web app (lib/zod-jitless.ts);
 * a schema's own message always wins over it.
 */
export function plainIssueMessage(issue: core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'This field is required';
      if (issue.input === null) return 'This field cannot be empty';
      switch (issue.expected) {
        case 'int':
          return 'Enter a whole number';
        case 'number':
        case 'bigint':
          return 'Enter a number';
        case 'string':
          return 'Enter text';
        case 'boolean':
          return 'Enter true or false';
        case 'array':
          return 'Send a list';
        case 'object':
          return 'Send an object with the named fields';
        case 'date':
          return 'Enter a date';
        default:
          return undefined;
      }
    }
    case 'too_small': {
      const bound = issue.exact ? 'exactly' : issue.inclusive ? 'at least' : 'more than';
      if (issue.origin === 'string' && issue.minimum === 1 && !issue.exact) return 'This field is required';
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `Enter a number of ${bound} ${issue.minimum}`;
      return `Enter ${bound} ${count(issue.minimum, issue.origin ?? '')}`;
    }
    case 'too_big': {
      const bound = issue.exact ? 'exactly' : issue.inclusive ? 'at most' : 'less than';
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `Enter a number of ${bound} ${issue.maximum}`;
      return `Enter ${bound} ${count(issue.maximum, issue.origin ?? '')}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `Must be ${String(issue.values[0])}`
        : `Choose one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address' : 'This is not in the expected form';
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Not a field this call takes: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
