import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errnoCode } from '../lib/errno.ts';

/**
 * One process per embedded data dir. PGlite is a single-process database: two servers on one folder both write
 * its files, and the next start finds it corrupt or silently missing writes. So the embedded mode holds
 * DATA_DIR/medilink.pid, like PostgreSQL's postmaster.pid: created exclusively, holding the owner's pid and start
 * time. A crash (kill -9) leaves the file behind, and the next start sees that its process is gone and takes it
 * over; a live owner makes the start refuse at once, naming the folder and the pid.
 */
export const LOCK_FILE = 'medilink.pid';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Medilink process (pid ${pid}). ` +
        'Only one process may open an embedded database: stop that one first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { readonly path: string; release(): void };

type Holder = { pid: number; started: string | null; raw: string };

/** The process's start time in clock ticks since boot (Linux), to tell a live owner from a reused pid. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses: starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function readHolder(path: string): Holder | null {
  try {
    const raw = readFileSync(path, 'utf8');
    const [pid, started] = raw.split('\n');
    return { pid: Number(pid), started: started || null, raw };
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  // After a restart (a container's, say) our own pid may be the dead owner's: the file cannot be ours yet.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if (errnoCode(err) === 'ESRCH') return false;
  }
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (err) {
    if (errnoCode(err) === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes DATA_DIR for this process, or throws DataDirLockedError. Released by release() or when the process exits. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const content = `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(path, content)) return held(path, content);
    const holder = readHolder(path);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dir, holder.pid);
    if (!holder) continue; // removed meanwhile: try again
    // Stale. Move it aside atomically, so that of two starters only one removes it; if what we moved was a live
    // lock that another starter created just before us, put it back and refuse.
    const aside = `${path}.${process.pid}.stale`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = readHolder(aside);
    if (moved && moved.raw !== holder.raw && isAlive(moved)) {
      try {
        linkSync(aside, path);
      } catch {
        // Someone else holds it now; either way it is not ours.
      }
      unlinkSync(aside);
      throw new DataDirLockedError(dir, moved.pid);
    }
    unlinkSync(aside);
  }
  const holder = readHolder(path);
  throw new DataDirLockedError(dir, holder?.pid ?? 0);
}

function held(path: string, content: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only our own file: never remove a lock that another process took over.
    if (readHolder(path)?.raw === content) unlinkSync(path);
  };
  process.on('exit', release);
  return { path, release };
}
