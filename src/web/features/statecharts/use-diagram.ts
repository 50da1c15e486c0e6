import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { commonGuards, describeMachine, type MachineDescription } from '../../../../machines/describe/graph';
import { fanOuts, withoutFanOuts, type FanOut } from '../../../../machines/describe/fan-out';
import { layoutMachine, type Layout } from '../../../../machines/describe/layout';
import { machineEntry } from '../../../../machines/describe/machines';
import { layoutEngine } from './layout-engine';
import { machineTexts, type MachineTexts } from './text/diagram-labels';

// Layouts are pure functions of (machine, arrows drawn, language): kept for the page's lifetime, so going from
// one process to the next, or back to a language already seen, does not run elk again.
const layouts = new Map<string, Promise<Layout>>();

function cachedLayout(key: string, run: () => Promise<Layout>): Promise<Layout> {
  const hit = layouts.get(key);
  if (hit) return hit;
  const pending = run();
  layouts.set(key, pending);
  return pending;
}

export interface Diagram {
  description: MachineDescription;
  texts: MachineTexts;
  fanOuts: FanOut[];
  /** Null while elk lays the graph out (in a web worker; a few hundred ms for the hiring machine). */
  layout: Layout | null;
}

/** A machine described, labelled in the active language and laid out; laid out again when the language changes. */
export function useDiagram(machineId: string, showFanOuts: boolean): Diagram {
  const { i18n } = useLingui();
  const description = useMemo(() => {
    const entry = machineEntry(machineId);
    if (!entry) throw new Error(`Unknown machine ${machineId}`);
    return describeMachine(entry.machine);
  }, [machineId]);
  const common = useMemo(() => commonGuards(description), [description]);
  // i18n.locale is a dependency on purpose: the texts object reads the active catalog.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- i18n is the same object whatever its locale
  const texts = useMemo(() => machineTexts(i18n, description, common), [i18n, i18n.locale, description, common]);
  const [layout, setLayout] = useState<Layout | null>(null);
  useEffect(() => {
    let current = true;
    setLayout(null);
    const drawn = showFanOuts ? description : withoutFanOuts(description);
    const key = `${description.id}|${showFanOuts}|${i18n.locale}`;
    void cachedLayout(key, () => layoutMachine(drawn, texts, layoutEngine())).then((result) => {
      if (current) setLayout(result);
    });
    return () => {
      current = false;
    };
  }, [description, texts, showFanOuts, i18n.locale]);
  return { description, texts, fanOuts: useMemo(() => fanOuts(description), [description]), layout };
}
