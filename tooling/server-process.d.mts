import type { ChildProcess } from 'node:child_process';

/** The repository root, where the processes run. */
export const repoRoot: string;

/** Starts `node ...args` in the repository root with `env` added; resolves once it logs the port it listens on (rejects when it exits first or not within `timeoutMs`, default 60 s). */
export function startProcess(args: readonly string[], env?: Record<string, string>, options?: { timeoutMs?: number }): Promise<{ child: ChildProcess; port: number }>;

/** Stops a process with SIGTERM and resolves with its exit code once it has exited. */
export function stopProcess(child: ChildProcess): Promise<number | null>;

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Its throwaway data directory, removed by `stop`. */
  dataDir: string;
  /** Ends it with SIGTERM, removes the data directory and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The built server on a fresh PGlite data directory, on 127.0.0.1 and a free port unless `env` names them. */
/** A port nobody listens on right now. */
export function freePort(): Promise<number>;

export function startBuiltServer(env?: Record<string, string>, options?: { timeoutMs?: number }): Promise<BuiltServer>;
