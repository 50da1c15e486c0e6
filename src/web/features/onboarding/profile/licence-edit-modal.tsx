import { useState } from 'react';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { CV_MAX_BYTES } from '../../../../../machines/onboarding.schema';
import { ApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useLicenceBodies } from '../../../lib/nomenclatures/use-licence-bodies';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DayInput } from '../../../lib/ui/day-input';
import { useSaveLicence } from '../api/licences';
import { DocumentInput, useDocumentProblem, type DocumentRules } from '../document-input';
import { DetailsModal, DialogActions } from './details-modal';
import type { LicenceSlot } from './licence-slots';
import { localDay } from './profile-view';

// The server recognises the document by its content: a PDF or a photo (JPEG, PNG), within the CV's limit.
const DOCUMENT_RULES: DocumentRules = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: CV_MAX_BYTES,
  typeMessage: msg`Invalid file type: upload a PDF, a JPEG or a PNG`,
};
const NUMBER_MAX = 40;

export function LicenceEditModal({ slot, onClose }: { slot: LicenceSlot | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveLicence();
  const title = slot ? t`Licence to practise: ${slot.jobTitleLabel}` : '';
  return (
    <DetailsModal opened={slot !== null} title={title} saving={save.isPending} onClose={onClose}>
      {slot ? <LicenceForm key={slot.jobTitle} slot={slot} save={save} onClose={onClose} /> : null}
    </DetailsModal>
  );
}

function LicenceForm({ slot, save, onClose }: { slot: LicenceSlot; save: ReturnType<typeof useSaveLicence>; onClose: () => void }) {
  const { t } = useLingui();
  const bodies = useLicenceBodies(slot.jobTitle);
  const today = localDay();
  const schema = z
    .object({
      body: z.string().min(1, 'required'),
      number: z
        .string()
        .trim()
        .min(1, 'required')
        .max(NUMBER_MAX, t`At most ${NUMBER_MAX} characters`),
      issued_on: z
        .string()
        .nullable()
        .refine((day) => day !== null, 'required')
        .refine((day) => day === null || day <= today, t`The issue date cannot be in the future`),
      expires_on: z
        .string()
        .nullable()
        .refine((day) => day !== null, 'required'),
    })
    .refine((values) => !values.issued_on || !values.expires_on || values.expires_on > values.issued_on, {
      path: ['expires_on'],
      message: t`The expiry date must be after the issue date`,
    });
  const licence = slot.licence;
  const form = useZodForm(schema, {
    // The body is known from the job title: the first (usually only) body that licenses it.
    body: licence?.body ?? bodies[0]?.value ?? '',
    number: licence?.number ?? '',
    issued_on: licence?.issued_on ?? null,
    expires_on: licence?.expires_on ?? null,
  });
  const [file, setFile] = useState<File | null>(null);
  const check = useDocumentProblem(DOCUMENT_RULES);
  const [fileError, setFileError] = useState<string | undefined>();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const problem = check(file);
        setFileError(problem);
        if (problem) return;
        save.mutate(
          {
            jobTitle: slot.jobTitle,
            fields: { body: values.body, number: values.number, issued_on: values.issued_on!, expires_on: values.expires_on! },
            file,
          },
          {
            onSuccess() {
              notifySuccess(t`The licence was saved`);
              onClose();
            },
            onError(error) {
              if (error instanceof ApiError) {
                const { document, ...fields } = error.fieldErrors ?? {};
                form.setServerErrors(fields);
                if (document) setFileError(Array.isArray(document) ? document[0] : document);
              }
              notifyError(error);
            },
          },
        );
      })}
    >
      <Stack gap="md">
        <Select
          label={t`Issuing body`}
          withAsterisk
          data={bodies}
          value={form.values.body || null}
          onChange={(value) => form.setField('body', value ?? '')}
          allowDeselect={false}
          error={form.errors.body}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t`Licence number`} withAsterisk maxLength={NUMBER_MAX} {...form.input('number')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DayInput
            label={t`Issued on`}
            maxDate={today}
            yearFirst
            value={form.values.issued_on}
            onChange={(day) => form.setField('issued_on', day)}
            error={form.errors.issued_on}
          />
          <DayInput
            label={t`Expires on`}
            {...(form.values.issued_on ? { minDate: form.values.issued_on } : {})}
            yearFirst
            value={form.values.expires_on}
            onChange={(day) => form.setField('expires_on', day)}
            error={form.errors.expires_on}
          />
        </SimpleGrid>
        <DocumentInput
          label={licence?.document ? t`Replace the document` : t`The licence document`}
          description={t`PDF or a photo (JPEG, PNG), at most 5 MB`}
          rules={DOCUMENT_RULES}
          value={file}
          onChange={(value) => {
            setFile(value);
            setFileError(check(value));
          }}
          error={fileError}
        />
        {licence?.document ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Already uploaded: {licence.document.name}</Trans>
          </Text>
        ) : null}
        <DialogActions saving={save.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
