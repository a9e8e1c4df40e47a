import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

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

/**
 * Puts a refused command's field messages on a react-hook-form form (only the fields it has); answers
 * the message for a danger toast when no field claimed the refusal, else null.
 */
export const applyServerErrors = <T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, names: readonly string[], rename: Record<string, string> = {}): string | null => {
  const { fields, message } = serverFieldErrors(error, rename);
  const known = Object.entries(fields).filter(([name]) => names.includes(name));
  for (const [name, text] of known) setError(name as Path<T>, { type: 'server', message: text });
  return known.length === 0 ? message : null;
};
