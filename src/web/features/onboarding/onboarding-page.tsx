import { useEffect } from 'react';
import { Center, Container, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ONBOARDING_STEPS, STEP_COUNT, onboardingMachine, type OnboardingStep } from '../../../../machines/onboarding.machine';
import { notifyError, notifySuccess } from '../../lib/notify';
import { onboardingSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { establishSession } from '../../lib/session/establish-session';
import { clearOnboardingRegistration, readOnboardingRegistration, type OnboardingRegistration } from '../../lib/session/onboarding-registration';
import { usePageTitle } from '../../lib/use-page-title';
import {
  getOnboardingProfile,
  onboardingProfileKey,
  saveOnboardingStep,
  uploadCv,
  type OnboardingPatch,
  type OnboardingProfile,
} from './api/onboarding-profile';
import { StepView } from './step-view';
import { useStepTitles } from './use-step-titles';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = parseSearch(onboardingSearchSchema, params).step;
  const titles = useStepTitles();
  const actor = useActorRef(onboardingMachine);
  const state = useSelector(actor, (snapshot) => snapshot);

  const profile = useQuery({
    queryKey: onboardingProfileKey(registration),
    queryFn: () => getOnboardingProfile(registration),
    // The wizard's own saves keep this fresh; a refetch on focus must not reset a form being edited.
    refetchOnWindowFocus: false,
  });

  const current = ONBOARDING_STEPS.find((step) => state.matches(step));
  const currentIndex = current ? ONBOARDING_STEPS.indexOf(current) + 1 : undefined;

  useEffect(() => {
    if (profile.data && state.matches('loading')) {
      actor.send({ type: 'system.resume', completed: profile.data.step ?? 0, requested });
    }
  }, [actor, profile.data, requested, state]);

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

  const finish = useMutation({
    mutationFn: () => establishSession(registration.access_token),
    onSuccess() {
      clearOnboardingRegistration();
      notifySuccess(t`Your profile is ready. Welcome!`);
      navigate('/dashboard/candidate', { replace: true });
    },
    onError: notifyError,
  });
  const done = state.matches('done');
  useEffect(() => {
    if (done && finish.isIdle) finish.mutate();
  }, [done, finish]);

  const save = useMutation({
    mutationFn: async ({ step, fields, file }: { step: number; fields: OnboardingPatch; file?: File }) => {
      if (file) await uploadCv(registration, file);
      return saveOnboardingStep(registration, step, fields);
    },
    onSuccess(saved: OnboardingProfile) {
      queryClient.setQueryData(onboardingProfileKey(registration), saved);
      actor.send({ type: 'system.saved' });
    },
    onError(error) {
      actor.send({ type: 'system.saveFailed' });
      notifyError(error);
    },
  });

  if (profile.isError) {
    return (
      <Center py="xl">
        <Text c="red">
          <Trans>We could not load your profile. Please reload the page.</Trans>
        </Text>
      </Center>
    );
  }
  if (!current || !currentIndex || !profile.data) {
    return (
      <Center py={80}>
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }

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
              {titles[current as OnboardingStep]}
            </Title>
            <StepView
              key={current}
              step={current}
              profile={profile.data}
              saving={state.matches({ [current]: 'saving' }) || finish.isPending}
              onBack={currentIndex > 1 ? () => actor.send({ type: 'candidate.back' }) : undefined}
              onSubmit={(fields, file) => {
                actor.send({ type: 'candidate.submit' });
                save.mutate({ step: currentIndex, fields, file });
              }}
            />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
