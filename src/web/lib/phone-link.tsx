import { Anchor, type AnchorProps } from '@mantine/core';
import { useEffect, useState } from 'react';

type PhoneRules = typeof import('../../../machines/phone');

// The formatting needs libphonenumber's metadata (some 29 KB gzip, with zod beside it): it loads once a number is on
// screen rather than before the first paint of every page that may show one (the offer page shows one in a single
// state). Until it has arrived, the first time only, the stored E.164 number shows as is, already a working link.
let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;
const loadRules = () => (loading ??= import('../../../machines/phone').then((module) => (rules = module)));

/** A stored (E.164) phone number as people read it, national for Romanian numbers, dialled by a tap. */
export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void loadRules().then((module) => mounted && setLoaded(module));
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return (
    <Anchor href={loaded ? loaded.phoneHref(phone) : `tel:${phone.replace(/[^+0-9]/g, '')}`} {...props}>
      {loaded ? loaded.formatPhone(phone) : phone}
    </Anchor>
  );
}
