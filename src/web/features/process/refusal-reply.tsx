import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { refusalReplySchema } from '../../../../machines/refusal-reply';
import type { ProcessView } from './api/process-view';
import { errorCodeOf, errorCodeText } from './error-code-text';
import { companyReasonLabels } from './reason-text';
import { isKeyOf } from '../../../../machines/narrow';

type Closing = NonNullable<ProcessView['snapshot']['context']['closing']>;

/** The company's reason for refusing the candidate, in words: its own text for 'other', else the list's label. */
export function useRefusalReason(closing: Closing | null): string {
  const { i18n } = useLingui();
  const label = closing?.reason && isKeyOf(companyReasonLabels, closing.reason) ? companyReasonLabels[closing.reason] : undefined;
  return closing?.text ?? (label ? i18n._(label) : '');
}

/** The candidate's answer to a refusal, once given: both sides read it under the ending. */
export function RefusalReplyQuote({ reply, side }: { reply: string; side: 'candidate' | 'company' }) {
  return (
    <Stack gap={4} mt="sm">
      <Text size="sm" fw={600}>
        {side === 'candidate' ? <Trans>Your answer</Trans> : <Trans>The candidate's answer</Trans>}
      </Text>
      <Text size="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-5)', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {reply}
      </Text>
    </Stack>
  );
}

interface RefusalReplyFormProps {
  closing: Closing | null;
  pending: boolean;
  onSend: (payload: { text: string }) => void;
}

/**
 * The candidate may answer a refusal about her once, briefly (a wrong reference, a misunderstanding): care and the
 * employer read it; the process stays closed.
 */
export function RefusalReplyForm({ closing, pending, onSend }: RefusalReplyFormProps) {
  const { t, i18n } = useLingui();
  const reason = useRefusalReason(closing);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = refusalReplySchema.safeParse({ text });
  const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
  // A message that is no code still marks the field, with the generic text.
  const code = message ? (errorCodeOf(message) ?? 'invalid') : undefined;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Answer the employer</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            The employer gave this reason: {reason}. If it is wrong or you want to explain it, you may answer once. Medilink customer care and the
            employer read your answer; the process stays closed.
          </Trans>
        </Text>
        <Textarea
          label={t`Your answer`}
          autosize
          minRows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tried && code ? i18n._(errorCodeText[code]) : undefined}
        />
        <Button
          loading={pending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setTried(true);
            if (parsed.success) onSend(parsed.data);
          }}
        >
          <Trans>Send the answer</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
