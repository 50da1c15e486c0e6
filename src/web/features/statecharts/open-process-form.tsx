import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';

/** Care opens any process's live view by its id. */
export function OpenProcessForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = id.trim();
    if (!value) {
      setError(t`This field is required`);
      return;
    }
    navigate(`/statecharts/process/${encodeURIComponent(value)}`);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t`Process id`}
          description={t`Shows where the process is, what may happen now, and the path it took.`}
          value={id}
          onChange={(event) => {
            setId(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          w={360}
        />
        <Button type="submit">
          <Trans>Open the live view</Trans>
        </Button>
      </Group>
    </form>
  );
}
