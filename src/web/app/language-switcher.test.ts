import { SegmentedControl } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SEGMENTED_CLASSES } from './language-switcher';

// The switcher reuses SegmentedControl's stylesheet by its class names: a Mantine upgrade that renames them fails here
// instead of leaving the switcher unstyled.
describe('language switcher', () => {
  it("uses Mantine's SegmentedControl class names", () => {
    for (const [part, name] of Object.entries(SEGMENTED_CLASSES)) {
      expect(SegmentedControl.classes[part as keyof typeof SegmentedControl.classes], part).toBe(name);
    }
  });
});
