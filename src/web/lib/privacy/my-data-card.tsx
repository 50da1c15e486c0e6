import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Paper, PasswordInput, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router-dom';
import { api, ApiError, unwrap } from '../api/client';
import { notifyError, notifySuccess } from '../notify';
import { clearSession } from '../session/session';
import { downloadExport, type ExportProgress } from './download-export';
import { MarketingSwitch } from './marketing-switch';

/**
 * On the candidate's and the company's profile (GDPR): download everything Medilink holds about the
 * account as one ZIP, with its progress; or delete the account, after the password is asked again.
 */
export function MyDataCard() {
  const { t } = useLingui();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download() {
    try {
      await downloadExport(setProgress);
      notifySuccess(t`Your data archive has been downloaded.`);
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your data</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            You can download everything Medilink holds about you (account, profile, consents, processes and their history, messages sent to you, who
            viewed your profile, your CV) as one ZIP file, or delete your account.
          </Trans>
        </Text>
        <Anchor component={Link} to="/privacy" size="sm">
          <Trans>How we use your data: the privacy notice and terms of use</Trans>
        </Anchor>
        <MarketingSwitch />
        {progress ? <ExportProgressBar progress={progress} /> : null}
        <Group>
          <Button variant="light" onClick={() => void download()} loading={progress !== null}>
            <Trans>Download my data</Trans>
          </Button>
          <Button variant="outline" color="red" onClick={() => setDeleting(true)}>
            <Trans>Delete my account</Trans>
          </Button>
        </Group>
      </Stack>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}

function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const { t } = useLingui();
  const share = progress.phase === 'receiving' ? progress.share : null;
  const label = share === null ? t`Preparing your archive…` : t`Downloading your archive: ${Math.round(share * 100)}%`;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{label}</Text>
      <Progress value={share === null ? 100 : share * 100} animated={share === null} aria-label={label} />
    </Stack>
  );
}

function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      await unwrap(api.POST('/privacy/erasure', { body: { password } }));
      clearSession();
      notifySuccess(t`Your account has been deleted.`);
      void navigate('/');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(t`The password is not correct.`);
      else notifyError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t`Delete my account`} centered>
      <Stack gap="sm">
        <Alert color="red" variant="light">
          <Trans>
            This cannot be undone. Your open processes end and the other side of each is told; your name, contact details, profile and any CV are
            removed. What remains of your processes keeps only a number, without your name.
          </Trans>
        </Alert>
        <PasswordInput
          label={t`Your password`}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          autoComplete="current-password"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Keep my account</Trans>
          </Button>
          <Button color="red" onClick={() => void erase()} loading={busy} disabled={!password}>
            <Trans>Delete my account for good</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
