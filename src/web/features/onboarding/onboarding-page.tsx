import { useEffect, useState } from 'react';
import { Anchor, Center, Container, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ONBOARDING_STEPS, STEP_COUNT } from '../../../../machines/onboarding.machine';
import { notifySuccess } from '../../lib/notify';
import { onboardingSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { readOnboardingRegistration, type OnboardingRegistration } from '../../lib/session/onboarding-registration';
import { usePageTitle } from '../../lib/use-page-title';
import { StepView } from './step-view';
import { useStepTitles } from './use-step-titles';
import { WizardFailure, serverFieldErrors } from './wizard-failure';
import { wizardMachineFor } from './wizard-machine';

export function OnboardingPage() {
  const [params] = useSearchParams();
  const registration = readOnboardingRegistration();
  // No registration in progress: the account comes first (keeping prefill and attribution parameters).
  if (!registration) return <Navigate to={`/register/candidate/?${params.toString()}`} replace />;
  return <Wizard registration={registration} />;
}

function Wizard({ registration }: { registration: OnboardingRegistration }) {
  const { t } = useLingui();
  usePageTitle(t`Your profile`);
  const [params, setParams] = useSearchParams();
  const titles = useStepTitles();
  // The machine loads, saves and finishes through the API itself; the page renders its state and sends its events.
  const [machine] = useState(() => wizardMachineFor(registration));
  const requested = parseSearch(onboardingSearchSchema, params).step;
  const actor = useActorRef(machine, { input: { requested } });
  const state = useSelector(actor, (snapshot) => snapshot);

  const current = ONBOARDING_STEPS.find((step) => state.matches(step));
  const currentIndex = current ? ONBOARDING_STEPS.indexOf(current) + 1 : undefined;

  // Keep ?step= on the step shown, so a reload or a shared link opens the same step.
  useEffect(() => {
    if (currentIndex && requested !== currentIndex) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('step', String(currentIndex));
          return next;
        },
        { replace: true },
      );
    }
  }, [currentIndex, requested, setParams]);

  const done = state.matches('done');
  useEffect(() => {
    if (done) notifySuccess(t`Your profile is ready. Welcome!`);
  }, [done, t]);
  if (done) return <Navigate to="/dashboard/candidate" replace />;

  const retry = () => actor.send({ type: 'candidate.retry' });
  if (state.matches('loadFailed')) {
    return (
      <Container size={640} py="xl">
        <WizardFailure title={t`We could not load your profile.`} error={state.context.error} onRetry={retry} />
      </Container>
    );
  }
  if (state.matches('finishFailed')) {
    return (
      <Container size={640} py="xl">
        <WizardFailure title={t`Your profile is saved, but we could not sign you in.`} error={state.context.error} onRetry={retry} />
      </Container>
    );
  }
  const profile = state.context.profile;
  if (!current || !currentIndex || !profile) {
    return (
      <Center py={80}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  const saveFailed = state.matches({ [current]: 'saveFailed' });
  const fieldErrors = saveFailed ? serverFieldErrors(state.context.error) : undefined;

  return (
    <Container size={1040} py={{ base: 'md', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            <Trans>Your candidate profile</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Step {currentIndex} of {STEP_COUNT}. Every step is saved as you go: you can close the page and come back.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Offers are ranked automatically from what you tell us here, and a person from customer care decides before any company sees your
              profile.
            </Trans>{' '}
            <Anchor component={Link} to="/privacy" underline="always">
              <Trans>How offers are ranked</Trans>
            </Anchor>
          </Text>
        </Stack>
        <Stepper
          active={currentIndex - 1}
          onStepClick={(index) => actor.send({ type: 'candidate.goTo', step: index + 1 })}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={30}
          wrap={false}
          visibleFrom="lg"
        >
          {ONBOARDING_STEPS.map((step) => (
            <Stepper.Step key={step} label={titles[step]} />
          ))}
        </Stepper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {titles[current]}
            </Title>
            {saveFailed ? (
              // Answers refused field by field would only be refused again: no retry, the candidate corrects them.
              <WizardFailure title={t`The step could not be saved.`} error={state.context.error} onRetry={fieldErrors ? undefined : retry} />
            ) : null}
            <StepView
              key={current}
              step={current}
              profile={profile}
              saving={state.matches({ [current]: 'saving' })}
              serverErrors={fieldErrors}
              onBack={currentIndex > 1 ? () => actor.send({ type: 'candidate.back' }) : undefined}
              onSubmit={(fields, extra) => actor.send({ type: 'candidate.submit', answers: { fields, ...extra } })}
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
