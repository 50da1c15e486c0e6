import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type ApiError } from '../../../lib/api/client';
import { formatDay } from '../../../lib/i18n/format';
import { useLicenceBodyName } from '../../../lib/nomenclatures/use-licence-bodies';
import { notifyError } from '../../../lib/notify';
import { FactsGrid } from '../../../lib/ui/facts-grid';
import { saveDownload } from '../../../lib/api/download-cv';
import type { CareLicence } from './api/get-care-queue';

/** What care confirms about the licence before validating: checked or not, how, and the register's reference. */
export interface LicenceConfirmation {
  checked: boolean;
  method: 'document' | 'register';
  reference: string;
}

export const UNCHECKED: LicenceConfirmation = { checked: false, method: 'document', reference: '' };

/** The machine's refusal of a validation: every reason it gave, and the one about the register's reference. */
export interface LicenceRefusal {
  texts: string[];
  reference: string | undefined;
}

export function refusalOf(error: ApiError, i18n: I18n): LicenceRefusal {
  const fields = error.fieldErrors ?? {};
  const texts = Object.values(fields).flatMap((text) => (Array.isArray(text) ? text : [text]));
  const reference = fields['licence.reference'];
  return {
    texts: texts.length ? texts : [errorMessage(error, i18n)],
    reference: Array.isArray(reference) ? reference[0] : reference,
  };
}

/** The care.validate payload's `licence`: absent until care ticks "Licence checked" (the machine then refuses). */
export function licencePayload(confirmation: LicenceConfirmation) {
  if (!confirmation.checked) return undefined;
  return confirmation.method === 'register'
    ? { method: 'register' as const, reference: confirmation.reference.trim() }
    : { method: 'document' as const };
}

/**
 * The candidate's licence to practise for the process's regulated job title, as care checks it during the phone
 * screen: what the candidate entered, the document, a warning when it has expired, and care's confirmation.
 */
export function LicenceCheck({
  licence,
  value,
  onChange,
  referenceError,
}: {
  licence: CareLicence;
  value: LicenceConfirmation;
  onChange: (value: LicenceConfirmation) => void;
  /** The machine's word on the reference, when it refused it. */
  referenceError: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const bodyName = useLicenceBodyName();
  const entered = licence.on_file;
  const documentUrl = entered?.document_url;
  // Without a document, only the register can have been checked (the machine refuses the other answer).
  const hasDocument = Boolean(entered?.document && documentUrl);
  const body = bodyName(licence.body);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="licence-check-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="licence-check-title">
          <Trans>Licence to practise</Trans>
        </Title>
        {entered ? (
          <>
            <FactsGrid
              facts={[
                [t`Issuing body`, body],
                [t`Licence number`, entered.number],
                [t`Issued on`, formatDay(entered.issued_on, i18n.locale)],
                [t`Expires on`, formatDay(entered.expires_on, i18n.locale)],
              ]}
            />
            {entered.document && documentUrl ? (
              <Group>
                <Button variant="light" size="xs" onClick={() => saveDownload(documentUrl, `licence-${licence.job_title}`).catch(notifyError)}>
                  <Trans>Open the document ({entered.document.name})</Trans>
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans>The candidate has not uploaded the document: check the licence in the body's public register.</Trans>
              </Text>
            )}
            {entered.status === 'expired' ? (
              <Alert color="red" variant="light" title={t`The licence has expired`}>
                <Trans>An expired licence cannot be validated: ask the candidate to add the renewed one in their profile.</Trans>
              </Alert>
            ) : null}
          </>
        ) : (
          <Alert color="yellow" variant="light" title={t`No licence in the profile`}>
            <Trans>The candidate has not entered the licence issued by {body}: ask them to add it in their profile.</Trans>
          </Alert>
        )}
        <Checkbox
          label={t`Licence checked`}
          checked={value.checked}
          onChange={(event) => onChange({ ...value, checked: event.currentTarget.checked, method: hasDocument ? value.method : 'register' })}
        />
        {value.checked ? (
          <>
            <Radio.Group
              label={t`How did you check it?`}
              value={value.method}
              onChange={(method) => onChange({ ...value, method: method === 'register' ? 'register' : 'document' })}
            >
              <Stack gap="xs" mt={4}>
                <Radio value="document" label={t`On the document the candidate uploaded`} disabled={!hasDocument} />
                <Radio value="register" label={t`In the public register of ${body}`} />
              </Stack>
            </Radio.Group>
            {value.method === 'register' ? (
              <TextInput
                label={t`Register reference`}
                description={t`The entry you found, e.g. its number or the register's address`}
                withAsterisk
                maxLength={200}
                value={value.reference}
                onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
                error={referenceError}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
