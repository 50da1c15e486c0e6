/** The `code` of a failed system call (ENOENT, EEXIST, ESRCH, …): what node's errors say went wrong. */
export const errnoCode = (err: unknown): unknown => (err instanceof Error && 'code' in err ? err.code : undefined);
