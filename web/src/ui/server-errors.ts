/**
 * A refused command's per-field messages (`extensions.fields`, word for word from the API), renamed
 * to the form's fields; `message` is the first error's text, for a danger toast when no field claims it.
 */
export const serverFieldErrors = (error: unknown, rename: Record<string, string> = {}): { fields: Record<string, string>; message: string } => {
  const graphQLErrors = (error as { graphQLErrors?: { message: string; extensions?: { fields?: Record<string, string> } }[] }).graphQLErrors ?? [];
  const fields: Record<string, string> = {};
  for (const e of graphQLErrors) for (const [key, text] of Object.entries(e.extensions?.fields ?? {})) fields[rename[key] ?? key] = text;
  return { fields, message: graphQLErrors[0]?.message ?? (error as Error).message ?? 'Sorry, something went wrong' };
};
