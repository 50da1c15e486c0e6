import { Input } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { formatDay } from '../i18n/format';
import { useIdleAfter } from './use-idle-after';
import type { DayInputProps } from './day-input';

// Once loaded, every later DayField renders the picker at once.
let loadedPicker: ComponentType<DayInputProps> | undefined;
const loadPicker = async () => (loadedPicker = (await import('./day-input')).DayInput);

/**
 * DayInput on a screen's first paint (the call time under a new offer): the date picker's code (the calendar, dayjs
 * and its locale, the picker's styles, the popover and its positioning library: ~40 KB) comes once the screen has
 * painted and the browser is idle, or as soon as the field is focused or pressed. Until then a button of the picker's
 * size, label and text stands in: reachable with Tab, it hands the focus (and a press) on to the picker. No Suspense:
 * its fallback would be another element than the one the visitor focused or pressed, so the stand-in stays in place
 * until the picker replaces it.
 */
export function DayField(props: DayInputProps) {
  const { t, i18n } = useLingui();
  const idle = useIdleAfter(true);
  const [wanted, setWanted] = useState(false);
  const [Picker, setPicker] = useState(() => loadedPicker);
  // Between a pointer's press and its click the stand-in stays: replaced in between (the focus that comes with the
  // press asks for the picker, which may already be loaded), the click would land on no button at all.
  const [pressing, setPressing] = useState(false);
  useEffect(() => {
    if (Picker || (!idle && !wanted)) return;
    let mounted = true;
    // A failed load leaves the stand-in; the next focus or press tries again.
    loadPicker().then(
      (picker) => mounted && setPicker(() => picker),
      () => mounted && setWanted(false),
    );
    return () => {
      mounted = false;
    };
  }, [Picker, idle, wanted]);
  const focused = useRef(false);
  const pressed = useRef(false);
  const id = useId();
  const standIn = (
    <Input.Wrapper id={id} label={props.label} withAsterisk={props.withAsterisk ?? true} error={props.error} miw={props.miw}>
      <Input
        id={id}
        component="button"
        type="button"
        pointer
        error={props.error}
        onFocus={() => {
          focused.current = true;
          setWanted(true);
        }}
        onBlur={() => (focused.current = false)}
        onPointerDown={() => setPressing(true)}
        onPointerCancel={() => setPressing(false)}
        onClick={() => {
          pressed.current = true;
          setPressing(false);
          setWanted(true);
        }}
      >
        {props.value ? formatDay(props.value, i18n.locale) : <Input.Placeholder error={props.error}>{t`Choose a day`}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
  if (!Picker || pressing) return standIn;
  return (
    <Picker
      {...props}
      ref={(button: HTMLButtonElement | null) => {
        if (!button) return;
        // A removed element that had the focus fires no blur: `focused` still says where the keyboard was.
        if (focused.current) button.focus();
        if (pressed.current) button.click();
        focused.current = pressed.current = false;
      }}
    />
  );
}
