import { createContext, useContext } from 'react';

/**
 * Where a step form is shown: in the wizard (moves on after a save) or in the profile's edit dialog (saves one
 * section and closes). The forms are the same; only their buttons and hints differ.
 */
export type StepMode = 'wizard' | 'edit';

export const StepModeContext = createContext<StepMode>('wizard');

export const useStepMode = (): StepMode => useContext(StepModeContext);
