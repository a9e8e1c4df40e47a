// Which side closed a TCP connection, read from Linux's /proc: the side that closes first waits in
// TIME_WAIT afterwards, the other side's socket is gone.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A connection's two ports on 127.0.0.1, from one side: its own (`local`) and its peer's. */
export interface Connection {
  local: number;
  remote: number;
}

const ESTABLISHED = '01';
const TIME_WAIT = '06';

/** The IPv4 TCP sockets of this network namespace (/proc/net/tcp: addresses and states in hex). */
const tcpSockets = (): (Connection & { state: string; inode: number })[] =>
  readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const fields = line.trim().split(/\s+/);
      const port = (address: string) => parseInt(address.split(':')[1]!, 16);
      return { local: port(fields[1]!), remote: port(fields[2]!), state: fields[3]!, inode: Number(fields[9]) };
    });

/** A file descriptor's target, '' when it was closed meanwhile. */
const target = (path: string): string => {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
};

/** The socket inodes a process and its children (nginx's master and workers) hold open. */
const socketInodes = (pid: number): Set<number> => {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  const inodes = [pid, ...children].flatMap((process) => readdirSync(`/proc/${process}/fd`).map((fd) => /^socket:\[(\d+)\]$/.exec(target(`/proc/${process}/fd/${fd}`))?.[1]));
  return new Set(inodes.filter((inode) => inode !== undefined).map(Number));
};

/** The process's (and its children's) open connections to any of `ports`. */
export const connectionsTo = (pid: number, ports: readonly number[]): Connection[] => {
  const inodes = socketInodes(pid);
  return tcpSockets()
    .filter((socket) => socket.state === ESTABLISHED && ports.includes(socket.remote) && inodes.has(socket.inode))
    .map(({ local, remote }) => ({ local, remote }));
};

/** Who closed the connection first: its `local` side, its `remote` side, or neither yet. */
export const closedFirstBy = (connection: Connection): 'local' | 'remote' | undefined => {
  const waiting = tcpSockets().filter((socket) => socket.state === TIME_WAIT);
  if (waiting.some((s) => s.local === connection.local && s.remote === connection.remote)) return 'local';
  if (waiting.some((s) => s.local === connection.remote && s.remote === connection.local)) return 'remote';
  return undefined;
};
