import type { HiringEventType } from '../../../../machines/index';
import type { ProcessView } from './api/process-view';
import { useInterviewClashes } from './api/get-interview-clashes';

/**
 * What a side's action panels read: `can` answers from the machine's list the server sent (the screen never decides a
 * transition itself), and the viewer's own other appointments, asked for only where one of `scheduling` is open,
 * since only picking or proposing a time needs them.
 */
export function useActionsOf(process: ProcessView, scheduling: readonly HiringEventType[]) {
  const can = (type: HiringEventType) => process.can.includes(type);
  const booked = useInterviewClashes(process.id, scheduling.some(can)).data;
  return { can, booked };
}
