/**
 * Ways to take the database away from a running server without touching anyone else's:
 * - SQLite: another connection holds the write lock (BEGIN EXCLUSIVE), so every write the server
 *   tries times out with SQLITE_BUSY; chmod does not stop root, a lock stops everyone.
 * - PostgreSQL: the server reaches the shared PostgreSQL through a TCP proxy in the test process;
 *   cutting the proxy drops every connection and refuses new ones. The PostgreSQL server itself,
 *   which other engineers' tests use, is never stopped.
 */
import net from 'node:net';
import SqliteDatabase from 'better-sqlite3';

export interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
  close(): Promise<void>;
}

export function sqliteWriteLock(file: string): Outage {
  let connection: SqliteDatabase.Database | null = null;
  return {
    async begin() {
      connection = new SqliteDatabase(file);
      connection.pragma('busy_timeout = 0');
      for (let attempt = 0; ; attempt++) {
        try {
          connection.exec('BEGIN EXCLUSIVE');
          return;
        } catch (error) {
          // The server is mid-commit: try again in a moment.
          if (attempt > 500) throw error;
          await new Promise((r) => setTimeout(r, 10));
        }
      }
    },
    async end() {
      connection?.exec('ROLLBACK');
      connection?.close();
      connection = null;
    },
    async close() {
      if (connection) await this.end();
    },
  };
}

export class TcpProxy implements Outage {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(client);
      this.sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : this.port;
    this.server = server;
  }

  /** The database is gone: open connections die, new ones are refused. */
  async begin(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database is back on the same address. */
  async end(): Promise<void> {
    await this.listen();
  }

  async close(): Promise<void> {
    await this.begin();
  }

  /** `url` with its host and port replaced by the proxy's. */
  route(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }
}
