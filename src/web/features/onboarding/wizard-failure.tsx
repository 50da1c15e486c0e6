import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, errorMessage } from '../../lib/api/client';

/** The server's field errors of a failed save (a 400 `errors: {field: [text]}`), for the step's form to show. */
export function serverFieldErrors(error: unknown): Record<string, string[] | string> | undefined {
  return error instanceof ApiError ? error.fieldErrors : undefined;
}

/**
 * A failed load, save or finish of the wizard: what went wrong, and a retry when trying again can help. A save the
 * server refused field by field says so on the fields; the alert then only points at them.
 */
export function WizardFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useLingui();
  let text = t`Something went wrong, please try again!`;
  if (serverFieldErrors(error)) text = t`Correct the fields marked below, then save again.`;
  else if (error instanceof ApiError) text = errorMessage(error, i18n);
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
