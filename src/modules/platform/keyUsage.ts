/**
 * When an API key was last used, without slowing the requests that use it: each node writes a
 * key's `last_used_at` at most once a minute, as its own statement after authentication (never
 * inside the request's transaction, never awaited by the request), and a failed write is logged,
 * not thrown. The stored time only moves forward, so two nodes cannot set it back.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../time.js';

export const KEY_USAGE_INTERVAL_MS = 60_000;
const MAX_REMEMBERED_KEYS = 10_000;

interface ErrorLog {
  error(object: object, message: string): void;
}

export class KeyUsageRecorder {
  /** Key id -> when this node last wrote it (ms). */
  private readonly lastWrite = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();
  /** Writes issued by this recorder (the tests count them). */
  writes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: ErrorLog,
  ) {}

  /** Notes a use of the key; starts a write when this node has not written it in the last minute. */
  record(keyId: string): void {
    const now = this.clock.now().getTime();
    const last = this.lastWrite.get(keyId);
    if (last !== undefined && now - last < KEY_USAGE_INTERVAL_MS && now >= last) return;
    if (this.lastWrite.size >= MAX_REMEMBERED_KEYS) this.lastWrite.clear();
    this.lastWrite.set(keyId, now);
    this.writes += 1;
    const at = toIso(new Date(now));
    const write = this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
      .execute()
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, key_id: keyId }, 'could not record when an API key was last used'),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  /** Waits for the writes already started (the app's close, and tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's recorder of API key use (app.ts). */
    keyUsage: KeyUsageRecorder;
  }
}
