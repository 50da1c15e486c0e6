import type { Schemas } from '../../../lib/api/schemas';

// The process resource of the workflow engine (GET /api/processes/{id}, and the answer of POST …/events), as the
// contract declares it; its snapshot context and `can` are the hiring machine's own types (HiringContext,
// HiringEventType), kept equal by tests/api/contract-machine.test.ts.
export type ProcessView = Schemas['ProcessView'];
export type ProcessHistoryItem = ProcessView['history'][number];
