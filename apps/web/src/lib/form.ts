import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** First message per top-level field of a failed zod parse. */
export function fieldErrorsFrom<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    const field = key as K;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export type Validation<K extends string, Out> = { data: Out } | { errors: FieldErrors<K> };

/** A validator from a shared contract schema: its parsed output, or its first message per field. */
export function withSchema<S extends z.ZodType>(schema: S) {
  return <K extends string>(values: Record<K, string>): Validation<K, z.output<S>> => {
    const result = schema.safeParse(values);
    return result.success ? { data: result.data } : { errors: fieldErrorsFrom<K>(result.error) };
  };
}

/**
 * Text-field form state: values, per-field errors cleared as the user types, and a submit
 * handler that runs `validate` and calls `onValid` only with valid data.
 */
export function useForm<K extends string, Out>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Validation<K, Out>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
    },
  });

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { values, setValues, errors, field, handleSubmit };
}
