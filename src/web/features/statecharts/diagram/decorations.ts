/** How a page marks up the diagram (coverage colours, the live process's state and path). */
export interface Decoration {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  /** Written to data-mark, so tests and styles can find marked elements. */
  mark?: string;
}

export interface DiagramDecorations {
  state?: (id: string) => Decoration | undefined;
  transition?: (id: string) => Decoration | undefined;
  /** History step numbers drawn on the arrows a live process took. */
  steps?: ReadonlyMap<string, number[]>;
  /** The live process's current state. */
  current?: string | null;
}
