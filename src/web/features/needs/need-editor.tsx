import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../../lib/notify';
import type { NeedDetail } from './api/get-need';
import { useUpdateNeed } from './api/update-need';
import { NeedForm } from './need-form';
import { needFormValues } from './need-form-schema';

/** The post form prefilled with a published post; saving tells the candidates already in a process what changed. */
export function NeedEditor({ need, onDone }: { need: NeedDetail; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateNeed(need.id);
  return (
    <Stack gap="sm">
      <Text c="dimmed">
        <Trans>
          Candidates already in a process on this post are told when you change its title, job title, specialty, city, address, work type or salary.
        </Trans>
      </Text>
      <NeedForm
        initialValues={needFormValues(need)}
        submitLabel={<Trans>Save the changes</Trans>}
        pending={update.isPending}
        extraActions={
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        }
        save={async (input) => {
          const saved = await update.mutateAsync(input);
          const told = saved.notified;
          notifySuccess(told > 0 ? t`The post was saved. Candidates in process told of the changes: ${told}` : t`The post was saved.`);
          onDone();
        }}
      />
    </Stack>
  );
}
