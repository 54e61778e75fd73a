import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a Node process and resolves with it and the port it logs ("port":N) once it listens. */
export async function startProcess(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"port":(\d+)/.exec(buffer);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`process exited with ${code}:\n${buffer}`)));
  });
  child.stdout!.resume();
  return { child, port };
}

/** Stops a process with SIGTERM and waits for it. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
