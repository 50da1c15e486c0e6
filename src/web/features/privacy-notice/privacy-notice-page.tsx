import { type ReactNode, useId } from 'react';
import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../../lib/config/runtime-config';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /privacy: the terms of use and privacy notice, public (read before registering, and from the consent dialog).
 * The operator's name and contact come from the deployment (BRAND_NAME, CARE_EMAIL); the version is the one the
 * server asks users to accept (src/server/privacy/policy-version.ts). What a company sees, when, is the rule of
 * docs/privacy.md, said plainly. The text is a template its operator has reviewed by a lawyer before launch
 * (docs/privacy.md): a note for the operator, never for the people reading it.
 */
export function PrivacyNoticePage() {
  const { t } = useLingui();
  usePageTitle(t`Privacy notice and terms of use`);
  const { brand, care, policyVersion } = runtimeConfig();
  const email = care.email ?? '';
  const mail = <Anchor href={`mailto:${email}`}>{email}</Anchor>;

  return (
    <Container size={760} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              <Trans>Privacy notice and terms of use</Trans>
            </Title>
            {policyVersion ? (
              <Text c="dimmed" size="sm">
                <Trans>Version {policyVersion}</Trans>
              </Text>
            ) : null}
          </Stack>

          <Section title={t`Who we are`}>
            <Text>
              <Trans>
                {brand} operates this platform, which puts medical staff in touch with employers in Romania, and is the controller of your personal
                data. For any question about your data, please write to {mail}.
              </Trans>
            </Text>
          </Section>

          <Section title={t`What data we hold`}>
            <List spacing="xs">
              <List.Item>
                <Trans>
                  If you are looking for a job: your name, email address and phone number, your occupation and specialty, city, experience and
                  education, the salary and type of work you want, your availability, and the CV you upload.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>If you are hiring: the company's name, the contact person, email address, phone number, city and the jobs you post.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  For everyone: sign-in records (for the security of your account), the messages we send you, and the history of each recruitment
                  process you take part in.
                </Trans>
              </List.Item>
            </List>
          </Section>

          <Section title={t`Why, and on what legal basis`}>
            <List spacing="xs">
              <List.Item>
                <Trans>
                  To run your account and the recruitment processes you take part in: this is the contract between us (GDPR, article 6(1)(b)).
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  To keep accounts secure, prevent abuse and keep a true record of each process: our legitimate interest (article 6(1)(f)).
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>To meet our legal obligations, for example towards the authorities (article 6(1)(c)).</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Marketing messages: only if you agree to them separately (article 6(1)(a)). Accepting this notice is not such an agreement, and you
                  can withdraw it at any time.
                </Trans>
              </List.Item>
            </List>
          </Section>

          <Section title={t`Who sees what, and when`}>
            <List spacing="xs">
              <List.Item>
                <Trans>A company first sees a candidate without a name: initials, occupation, city, experience and desired salary.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  It sees the name, the full profile and the CV only after the candidate has said yes to its offer and our customer care has confirmed
                  this in a phone call.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>It sees the candidate's email address and phone number only after it has accepted the candidate.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Our customer care sees what it needs to help both sides. What it notes about a phone call stays with customer care.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Every view of a candidate's profile or CV by a company or by our customer care is recorded, and the candidate sees them on the
                  profile page.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  We do not sell your data. Our service providers (hosting, sending emails and text messages) handle it only on our instructions.
                </Trans>
              </List.Item>
            </List>
          </Section>

          <Section title={t`How offers are ranked, and who decides`}>
            <List spacing="xs">
              <List.Item>
                <Trans>
                  Offers are ranked automatically: job title and specialty, distance, pay, working time, competencies, experience, licence to
                  practise, interviews attended and job search status. Your age, sex, name and nationality are never used.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  A person decides: our customer care calls you and validates you before any company sees your profile, and can correct any verdict,
                  with a reason that is kept.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  Each offer shows why you received it. We keep the explanation of each recommendation at least six months after its process ends, it
                  is part of your data export, and customer care sends it to you on request.
                </Trans>
              </List.Item>
            </List>
          </Section>

          <Section title={t`How long we keep it`}>
            <Text>
              <Trans>
                We keep your data while your account is active. The personal data of a recruitment process archived more than 24 months ago, and of an
                account unused for 24 months, is removed; we tell you by email 30 days before your account is removed. What remains of a process keeps
                only a number, without your name, so that our statistics stay true.
              </Trans>
            </Text>
          </Section>

          <Section title={t`Your rights`}>
            <List spacing="xs">
              <List.Item>
                <Trans>
                  To get a copy of your data: "Download my data" on your{' '}
                  <Anchor component={Link} to="/profile">
                    profile
                  </Anchor>{' '}
                  gives you everything we hold about you in one file.
                </Trans>
              </List.Item>
              <List.Item>
                <Trans>To have your data erased: "Delete my account" on your profile. Your open processes end and the other side is told.</Trans>
              </List.Item>
              <List.Item>
                <Trans>To correct your data: edit your profile, or ask us.</Trans>
              </List.Item>
              <List.Item>
                <Trans>To object to a use of your data, to restrict it, or to withdraw a consent: write to us at {mail}.</Trans>
              </List.Item>
              <List.Item>
                <Trans>
                  To complain to the Romanian data protection authority (ANSPDCP,{' '}
                  <Anchor href="https://www.dataprotection.ro" target="_blank" rel="noopener noreferrer">
                    dataprotection.ro
                  </Anchor>
                  ).
                </Trans>
              </List.Item>
            </List>
          </Section>

          <Section title={t`Changes to this notice`}>
            <Text>
              <Trans>
                When this notice changes, its version changes too, and we ask you to read and accept the new version the next time you use the
                platform.
              </Trans>
            </Text>
          </Section>

          <Section title={t`Contact`}>
            <Text>
              <Trans>
                {brand}, customer care: {mail}.
              </Trans>
            </Text>
          </Section>
        </Stack>
      </Paper>
    </Container>
  );
}

/** One part of the notice: a region named by its heading, so it can be found and linked to. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
