import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessLog } from './get-access-log';

/** Who read a candidate's profile or CV, and when (Bucharest time): shown to the candidate and to care. */
export function AccessLogTable({ log }: { log: AccessLog }) {
  const { t, i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bucharest' });
  if (!log.data.length) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Nobody has viewed the profile or the CV yet.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t`Views of the profile and the CV`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`When`}</Table.Th>
            <Table.Th>{t`Who`}</Table.Th>
            <Table.Th>{t`What`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {log.data.map((entry, i) => (
            <Table.Tr key={`${entry.at}-${i}`}>
              <Table.Td>{when.format(new Date(entry.at))}</Table.Td>
              <Table.Td>
                <ViewerName viewer={entry.viewer} />
              </Table.Td>
              <Table.Td>{entry.what === 'cv' ? t`CV` : t`Profile`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ViewerName({ viewer }: { viewer: AccessLog['data'][number]['viewer'] }) {
  const { t } = useLingui();
  const agent = viewer.name;
  if (viewer.role === 'company') return viewer.name ?? t`A company`;
  return agent ? t`Medilink customer care (${agent})` : t`Medilink customer care`;
}
