import { spawn, type ChildProcess } from 'node:child_process';
import { connect as tcpConnect, createServer } from 'node:net';

/** Debian's nats-server (the one deploy/dev/services.sh runs), so a test can stop it without touching the shared one. */
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export interface PrivateNatsServer {
  url: string;
  /** Kills the server (as an outage would). */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the process without closing its connections (SIGSTOP), as a node cut off looks to its clients. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A nats-server of a test's own on a free port, which the test may stop and start again. */
export const startPrivateNatsServer = async (): Promise<PrivateNatsServer> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`nats-server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`nats-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  await start();
  return { url: `nats://127.0.0.1:${port}`, start, stop, pause: () => void child?.kill('SIGSTOP'), resume: () => void child?.kill('SIGCONT') };
};
