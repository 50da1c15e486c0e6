import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { z } from 'zod';
import { isValidationKey, validationMessages } from '../validation/messages';

type Errors = Record<string, string | undefined>;

/** zod's safeParse answer, as much of it as the form reads. */
export type CheckResult<O> =
  { success: true; data: O } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
/**
 * A hand-written check with the shape of zod's safeParse and the same issue messages (validation keys), for a form
 * whose first paint must not wait for zod's chunk (login). The server stays the validator of record.
 */
export interface FormCheck<I, O> {
  safeParse(value: I): CheckResult<O>;
}
type FormSchema = z.ZodType<Record<string, unknown>> | FormCheck<Record<string, unknown>, Record<string, unknown>>;
type Input<S> = S extends z.ZodType ? z.input<S> : S extends FormCheck<infer I, Record<string, unknown>> ? I : never;
type Output<S> = S extends z.ZodType ? z.output<S> : S extends FormCheck<Record<string, unknown>, infer O> ? O : never;
type ServerErrors = Record<string, string[] | string>;

const firstTexts = (serverErrors: ServerErrors) =>
  Object.fromEntries(Object.entries(serverErrors).map(([field, text]) => [field, Array.isArray(text) ? (text[0] ?? '') : text]));

/**
 * Form state checked by a zod schema. Errors appear after the first submit attempt and then follow
 * each change, so a visitor is not scolded while still typing the first time.
 */
// `schema` is also typed as a check from the form's input to its output, which every call site's schema is: the hook
// then calls it with its values and reads its answer without a cast.
export function useZodForm<S extends FormSchema>(schema: FormCheck<Input<S>, Output<S>> & S, initial: Input<S>, serverErrors?: ServerErrors) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<Input<S>>(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);

  // Field errors a parent holds (a failed save it performed): shown whenever they change.
  useEffect(() => {
    if (!serverErrors) return;
    setSubmitted(true);
    setIssues(firstTexts(serverErrors));
  }, [serverErrors]);

  function check(next: Input<S>) {
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

  function setField<K extends keyof Input<S>>(field: K, value: Input<S>[K]) {
    // Object.assign rather than a spread: TypeScript spreads no conditional type, and Input<S> is one.
    const next: Input<S> = Object.assign({}, values, { [field]: value });
    setValues(next);
    if (submitted) check(next);
  }

  function submit(): Output<S> | null {
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
    onSubmit: (handle: (values: Output<S>) => void) => (event: FormEvent) => {
      event.preventDefault();
      const parsed = submit();
      if (parsed) handle(parsed);
    },
    /** Value, change handler and error of a text input (or text area) bound to `field`. */
    input<K extends keyof Input<S> & string>(field: K) {
      return {
        value: values[field] as string,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, event.currentTarget.value as Input<S>[K]),
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
