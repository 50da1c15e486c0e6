import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { ApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { notifyError } from '../../../lib/notify';
import { formatInstant } from '../../../lib/time/bucharest-time';
import { requiredText } from '../../../lib/validation/rules';
import { useAddNote, useProcessNotes } from './api/process-notes';

/** The server takes notes of at most this many characters (process-notes on the server says the same). */
const NOTE_MAX_LENGTH = 2000;
const schema = z.object({ text: requiredText });

/**
 * The company's internal notes on the process: what its people saw and heard, each with its author and time. The
 * candidate never sees them. The form shows only when the server says the member may add one (`can_add`).
 */
export function ProcessNotes({ processId }: { processId: number }) {
  const { i18n } = useLingui();
  const notes = useProcessNotes(processId);
  const data = notes.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="process-notes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="process-notes-title">
          <Trans>Internal notes</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Only your team and Medilink customer care read these notes; the candidate does not.</Trans>
        </Text>
        {data?.can_add ? <AddNoteForm processId={processId} /> : null}
        {data && data.notes.length === 0 ? (
          <Text size="sm">
            <Trans>No notes yet.</Trans>
          </Text>
        ) : null}
        {data?.notes.length ? (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="process-notes">
            {data.notes.map((note) => (
              <li key={note.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {note.author.name ? `${note.author.name} · ` : ''}
                  <time dateTime={note.at}>{formatInstant(note.at, i18n.locale, 'short')}</time>
                </Text>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function AddNoteForm({ processId }: { processId: number }) {
  const { t } = useLingui();
  const add = useAddNote(processId);
  const form = useZodForm(schema, { text: '' });

  async function submit(values: z.output<typeof schema>) {
    try {
      await add.mutateAsync(values.text);
      form.setValues({ text: '' });
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.fieldErrors);
      notifyError(error);
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="xs">
        <Textarea label={t`New note`} autosize minRows={3} maxLength={NOTE_MAX_LENGTH} required {...form.input('text')} />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Add the note</Trans>
        </Button>
      </Stack>
    </form>
  );
}
