import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { z } from 'zod';
import { isValidationKey, validationMessages } from '../validation/messages';

type Errors = Record<string, string | undefined>;
type ServerErrors = Record<string, string[] | string>;

const firstTexts = (serverErrors: ServerErrors) =>
  Object.fromEntries(Object.entries(serverErrors).map(([field, text]) => [field, Array.isArray(text) ? (text[0] ?? '') : text]));

/**
 * Form state checked by a zod schema. Errors appear after the first submit attempt and then follow
 * each change, so a visitor is not scolded while still typing the first time.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>, serverErrors?: ServerErrors) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<z.input<S>>(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  // Field errors a parent holds (a failed save it performed): shown whenever they change.
  useEffect(() => {
    if (!serverErrors) return;
    setSubmitted(true);
    setIssues(firstTexts(serverErrors));
  }, [serverErrors]);

  function check(next: z.input<S>) {
    const result = schema.safeParse(next);
    const found: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (!(field in found)) found[field] = issue.message;
      }
    }
    setIssues(found);
    return result;
  }

  function setField<K extends keyof z.input<S>>(field: K, value: z.input<S>[K]) {
    const next = { ...(values as object), [field]: value } as z.input<S>;
    setValues(next);
    if (submitted) check(next);
  }

  function submit(): z.output<S> | null {
    setSubmitted(true);
    const result = check(values);
    return result.success ? result.data : null;
  }

  const errors: Errors = {};
  if (submitted) {
    for (const [field, message] of Object.entries(issues)) {
      errors[field] = isValidationKey(message) ? i18n._(validationMessages[message]) : message;
    }
  }

  return {
    values,
    errors,
    setField,
    setValues,
    /** Validates; returns the parsed values, or null and shows the errors. */
    submit,
    /** A <form onSubmit> that validates and hands the parsed values on. */
    onSubmit: (handle: (values: z.output<S>) => void) => (event: FormEvent) => {
      event.preventDefault();
      const parsed = submit();
      if (parsed) handle(parsed);
    },
    /** Value, change handler and error of a text input bound to `field`. */
    input<K extends keyof z.input<S> & string>(field: K) {
      return {
        value: values[field] as string,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.currentTarget.value as z.input<S>[K]),
        error: errors[field],
      };
    },
    /** Shows field errors the server returned (`errors: { field: [text] }`). */
    setServerErrors(returned: ServerErrors | undefined) {
      if (!returned) return;
      setSubmitted(true);
      setIssues(firstTexts(returned));
    },
  };
}
