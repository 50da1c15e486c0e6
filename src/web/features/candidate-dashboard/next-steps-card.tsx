import { Card, List, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** For a candidate with no offer yet: what the product does next, and what she will be asked to do. */
export function NextStepsCard() {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="next-steps-title">
      <Text fw={600} component="h2" m={0} fz="md" id="next-steps-title" mb="xs">
        <Trans>What happens next</Trans>
      </Text>
      <List type="ordered" spacing="xs" size="sm">
        <List.Item>
          <Trans>Medilink matches your profile with employers' posts: your job, your cities, the pay and the hours you want.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            A matching offer arrives here and by the channels you chose. You answer within 48 hours: interested, with a time for a short call, or not.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Medilink customer care calls you (about 10 minutes). Only then does the employer see your profile, and it may invite you to an interview.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>After the interview the employer may send a final offer: you accept it or not.</Trans>
        </List.Item>
      </List>
    </Card>
  );
}
