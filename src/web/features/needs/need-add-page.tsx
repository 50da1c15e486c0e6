import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useCreateNeed } from './api/create-need';
import { NeedForm } from './need-form';
import { emptyNeedForm } from './need-form-schema';

/** /needs/add: a company posts a need (job post) that offers then go out for. */
export function NeedAddPage() {
  const { t } = useLingui();
  usePageTitle(t`Add a post`);
  const navigate = useNavigate();
  const create = useCreateNeed();

  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} size="h2">
        <Trans>Add a post</Trans>
      </Title>
      <NeedForm
        initialValues={emptyNeedForm}
        submitLabel={<Trans>Publish the post</Trans>}
        pending={create.isPending}
        save={async (input) => {
          const need = await create.mutateAsync(input);
          notifySuccess(t`The post was published`);
          void navigate(`/needs/${need.id}/`);
        }}
      />
    </Stack>
  );
}
