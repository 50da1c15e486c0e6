import { Button, Paper, Radio, Stack, Textarea, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

interface FeedbackPanelProps {
  pending: boolean;
  onSend: (feedback: { interested: boolean; comment?: string }) => void;
}

/** After the interview: continue with this employer, or stop here. */
export function FeedbackPanel({ pending, onSend }: FeedbackPanelProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  function send() {
    setTried(true);
    if (!choice) return;
    const text = comment.trim();
    onSend(text ? { interested: choice === 'continue', comment: text } : { interested: choice === 'continue' });
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>How was the interview?</Trans>
        </Title>
        <Radio.Group
          label={t`Do you want to continue with this employer?`}
          value={choice}
          onChange={setChoice}
          error={tried && !choice ? t`Please select an option` : undefined}
        >
          <Stack gap={8} mt={6}>
            <Radio value="continue" label={t`Yes, I want to continue`} />
            <Radio value="stop" label={t`No, I stop here`} />
          </Stack>
        </Radio.Group>
        <Textarea
          label={t`Comment (optional)`}
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Button loading={pending} onClick={send} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send the feedback</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
