import { elkInThread } from '../../../../../machines/describe/elk-in-thread';

// The static page opens from disk (file://), where a web worker cannot start: elk runs on the page's thread.
export const layoutEngine = elkInThread;
