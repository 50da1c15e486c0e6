import { Alert, Container, Loader, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { errorMessage } from '../../lib/api/client';
import { useProcess } from '../process/api/get-process';
import { ProcessGraph } from './live/process-graph';

/** /app/statecharts/process/:id: one process on the hiring chart (care: any; a side: its own, the API decides). */
export function ProcessGraphPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  usePageTitle(t`Process ${id}`);
  const query = useProcess(Number(id));
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Process {id}</Trans>
        </Title>
        {query.isPending && <Loader role="status" aria-label={t`Loading`} />}
        {query.isError && (
          <Alert color="red" role="alert" title={t`The process could not be shown`}>
            {errorMessage(query.error, i18n)}
          </Alert>
        )}
        {query.data && <ProcessGraph process={query.data} />}
      </Stack>
    </Container>
  );
}
