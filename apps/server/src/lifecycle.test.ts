import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { connect } from 'node:net';
import { listen, SERVER_TIMEOUTS } from './lifecycle.ts';
import { testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops accepting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    t.app.get('/slow', async (c) => {
      entered();
      await gate;
      return c.text('done');
    });
    const server = await listen(t.app, 0, '127.0.0.1', pino({ level: 'silent' }));
    const inFlight = fetch(`http://127.0.0.1:${server.port}/slow`);
    await inside;
    let stopped = false;
    const stopping = server.stop(10_000).then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await stopping;
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  });
});

describe('time-outs', () => {
  /** Opens a raw connection, writes `text`, and resolves with what the server sent once it closes the connection (or null after `waitMs`). */
  function trickle(port: number, text: string, waitMs: number): Promise<string | null> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(null);
      }, waitMs);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(answer);
      });
      socket.on('error', () => undefined);
    });
  }

  it('closes a connection whose headers never finish (slowloris), and one whose body never comes', async () => {
    const server = await listen(t.app, 0, '127.0.0.1', pino({ level: 'silent' }), { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 200, checkIntervalMs: 100 });
    try {
      const headers = await trickle(server.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: a', 5_000);
      expect(headers).not.toBeNull();
      expect(headers).toMatch(/^HTTP\/1\.1 408/);
      const body = await trickle(server.port, 'POST /api/designs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"furn', 5_000);
      expect(body).not.toBeNull();
      // An honest request on a fresh connection is still answered.
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    } finally {
      await server.stop(1_000);
    }
  });

  /** Sends two requests on one connection, `idleMs` apart; resolves with each answer's status line and the close (or not) within `closeWithinMs` after the second. */
  function twoOnOneConnection(port: number, idleMs: number, closeWithinMs: number): Promise<{ answers: string[]; closed: boolean }> {
    return new Promise((resolve) => {
      const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      let sentSecond = false;
      const finish = (closed: boolean) => resolve({ answers: received.match(/HTTP\/1\.1 \d{3}[^\r]*/g) ?? [], closed });
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (sentSecond) return;
        sentSecond = true;
        setTimeout(() => {
          socket.write(request);
          setTimeout(() => {
            socket.destroy();
            finish(false);
          }, closeWithinMs);
        }, idleMs);
      });
      socket.on('close', () => finish(true));
      socket.on('error', () => undefined);
    });
  }

  it('keeps an idle keep-alive connection open past the headers time-out, and closes it after its own', async () => {
    const server = await listen(t.app, 0, '127.0.0.1', pino({ level: 'silent' }), { headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 1_200, checkIntervalMs: 100 });
    try {
      // Idle 700 ms (past the headers' 300 ms): the connection still carries the second request.
      const reused = await twoOnOneConnection(server.port, 700, 3_000);
      expect(reused.answers).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
      // ...and the server closed it once it had been idle its 1.2 s again.
      expect(reused.closed).toBe(true);
    } finally {
      await server.stop(1_000);
    }
  });

  it('uses the documented defaults: keep-alive longer than a proxy in front holds an idle connection', () => {
    expect(SERVER_TIMEOUTS).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000, checkIntervalMs: 1_000 });
  });
});
