import { FileInput } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { validationMessages } from '../../lib/validation/messages';

/** What a document upload accepts: the types the server recognises and its size limit. */
export interface DocumentRules {
  types: readonly string[];
  maxBytes: number;
  /** Said when the file is of another type (it names the types accepted). */
  typeMessage: MessageDescriptor;
}

/** Why the file would be refused, checked before sending it (the server checks the content again). */
export function useDocumentProblem(rules: DocumentRules) {
  const { i18n } = useLingui();
  return (file: File | null): string | undefined => {
    if (!file) return undefined;
    if (!rules.types.includes(file.type)) return i18n._(rules.typeMessage);
    if (file.size > rules.maxBytes) return i18n._(validationMessages.fileTooLarge);
    return undefined;
  };
}

/** The profile's one file picker (the CV and the licence document): one file, cleared with its button. */
export function DocumentInput({
  label,
  description,
  rules,
  value,
  onChange,
  error,
}: {
  label: string;
  description: string;
  rules: DocumentRules;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <FileInput
      label={label}
      description={description}
      placeholder={t`Choose a file`}
      accept={rules.types.join(',')}
      clearable
      clearButtonProps={{ 'aria-label': t`Remove the chosen file` }}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
