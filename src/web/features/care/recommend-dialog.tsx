import { Alert, Badge, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatSalary } from '../../lib/i18n/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { formatInstant } from '../../lib/time/bucharest-time';
import { DialogActions } from '../../lib/ui/dialog-actions';
import { useCandidatePosts, type CandidatePost } from './api/get-candidate-posts';
import { useRecommendCandidate } from './api/recommend-candidate';
import { misfitText } from './misfit-text';

export interface RecommendTarget {
  candidateId: number;
  name: string;
}

/** One post as care weighs it: what it is, where and for how much, and whether it fits the candidate (and why not). */
function PostOption({ post }: { post: CandidatePost }) {
  const { t, i18n } = useLingui();
  const pay = formatSalary(post.salary_min, post.salary_max, i18n.locale);
  const km = post.distance_km;
  return (
    <Radio
      value={String(post.id)}
      disabled={post.misfits.includes('inProcess')}
      label={
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600} span>
            {post.title || post.position}
          </Text>
          {post.misfits.length ? null : (
            <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
              <Trans>Fits the profile</Trans>
            </Badge>
          )}
        </Group>
      }
      description={
        <>
          <span>{[post.company, post.city, km === null ? null : t`${km} km away`, pay].filter(Boolean).join(' · ')}</span>
          {post.misfits.length ? (
            <Text size="xs" c="orange.9" component="span" display="block">
              {post.misfits.map((m) => i18n._(misfitText[m])).join('; ')}
            </Text>
          ) : null}
        </>
      }
    />
  );
}

/**
 * Care recommends a candidate for a post by hand: the open posts with matching's fit, best first, then a step that
 * says what follows before the offer leaves. A post that does not fit may still be chosen (care may know better);
 * the server refuses what its rules refuse.
 */
export function RecommendDialog({ target, onClose }: { target: RecommendTarget | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const posts = useCandidatePosts(target?.candidateId ?? null, debounced);
  const recommend = useRecommendCandidate();
  const data = posts.data;
  const post = data?.posts.find((p) => String(p.id) === chosen) ?? null;
  const name = target?.name ?? '';
  const close = () => {
    setSearch('');
    setChosen(null);
    setConfirming(false);
    setTried(false);
    onClose();
  };
  const send = () =>
    post &&
    target &&
    recommend.mutate(
      { need_id: post.id, candidate_id: target.candidateId },
      {
        onSuccess: () => {
          notifySuccess(t`${name} received the offer.`);
          close();
        },
        onError: notifyError,
      },
    );
  const wanted = data ? formatSalary(data.candidate.salary_min, data.candidate.salary_max, i18n.locale) : null;
  const reach = data?.candidate.max_distance_km;

  return (
    <Modal opened={target !== null} onClose={close} title={t`Recommend ${name}`} centered size="lg">
      {confirming && post && data ? (
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              {name} receives an offer for “{post.title || post.position}” at {post.company}, {post.city}. The candidate has until{' '}
              {formatInstant(data.offer_deadline, i18n.locale)} to answer (48 hours, ending on a working day); if interested, the candidate chooses a
              time for the phone screen with customer care. The company sees the candidate only after you validate them.
            </Trans>
          </Text>
          {post.misfits.length ? (
            <Alert color="yellow" variant="light" role="status" title={t`This post does not fit the candidate's profile`}>
              {post.misfits.map((m) => i18n._(misfitText[m])).join('; ')}
            </Alert>
          ) : null}
          <DialogActions onBack={() => setConfirming(false)} pending={recommend.isPending} onConfirm={send}>
            <Trans>Send the offer</Trans>
          </DialogActions>
        </Stack>
      ) : (
        <Stack gap="md">
          {data ? (
            <Text size="sm" c="dimmed">
              {[
                data.candidate.job_title,
                data.candidate.city,
                reach ? t`travels up to ${reach} km` : null,
                wanted ? (data.candidate.salary_basis === 'gross' ? t`asks ${wanted} gross` : t`asks ${wanted} net`) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
          <TextInput label={t`Company, title or city`} value={search} onChange={(e) => setSearch(e.currentTarget.value)} size="sm" />
          <Radio.Group
            label={t`Open posts, best fit first`}
            value={chosen}
            onChange={setChosen}
            error={tried && !post ? t`Choose a post` : undefined}
          >
            <ScrollArea.Autosize mah="50vh" mt={6} type="auto">
              <Stack gap="sm" pr="sm">
                {data?.posts.map((p) => (
                  <PostOption key={p.id} post={p} />
                ))}
                {data && !data.posts.length ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No open post matches</Trans>
                  </Text>
                ) : null}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          <DialogActions
            onBack={close}
            pending={false}
            onConfirm={() => {
              setTried(true);
              if (post) setConfirming(true);
            }}
          >
            <Trans>Continue</Trans>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}
