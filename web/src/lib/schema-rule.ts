import { firstIssueText, type Schema } from '@lobby/contracts';

/**
 * A @mantine/form field rule from the contracts' schema of that field (a route's body field): the text the
 * server would answer when the schema refuses the value, else null. For forms that check field by field; a form
 * that sends one body checks it whole with `schemaResolver(Body, { sync: true })`.
 */
export const schemaRule =
  (schema: Schema) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : firstIssueText(result.error);
  };
