import { type Database } from '../database';

/** The channel the executions trigger notifies (migration 20261124020000). */
const CHANNEL = 'execution_changes';
/** Changes are gathered this long and delivered together: a burst is one update per console. */
const GATHER_MS = 250;
/** After a lost connection, listening starts again this much later. */
const RETRY_MS = 1_000;

type Subscriber = (ids: string[]) => void;
type PgConnection = {
  query(sql: string): Promise<unknown>;
  on(event: string, listener: (...args: never[]) => void): void;
  removeListener(event: string, listener: (...args: never[]) => void): void;
};

/**
 * The ids of executions that changed, as Postgres notifies them: one LISTEN connection per API
 * process, taken from the pool while at least one console is open and given back when the last
 * one closes, shared by every subscriber. Ids are delivered in batches.
 */
class ExecutionChanges {
  private readonly subscribers = new Set<Subscriber>();
  private connection: PgConnection | undefined;
  private opening: Promise<void> | undefined;
  private gathered = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private onNotification: ((message: { channel: string; payload?: string }) => void) | undefined;
  private onError: (() => void) | undefined;

  constructor(private readonly db: Database) {}

  /** Calls `subscriber` with each batch of changed ids until the answer is called. */
  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    void this.listen();
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) void this.stop();
    };
  }

  /** Resolves once the connection listens (for tests that must not miss a change). */
  ready(): Promise<void> {
    return this.opening ?? Promise.resolve();
  }

  private listen(): Promise<void> {
    if (this.connection || this.opening) return this.opening ?? Promise.resolve();
    this.opening = (async () => {
      const connection = (await this.db.client.acquireConnection()) as PgConnection;
      this.onNotification = ({ channel, payload }: { channel: string; payload?: string }) => {
        if (channel === CHANNEL && payload) this.gather(payload);
      };
      this.onError = () => {
        void this.drop(connection).then(() => {
          if (this.subscribers.size > 0) setTimeout(() => void this.listen(), RETRY_MS);
        });
      };
      connection.on('notification', this.onNotification);
      connection.on('error', this.onError);
      await connection.query(`listen ${CHANNEL}`);
      this.connection = connection;
    })()
      .catch(() => {
        if (this.subscribers.size > 0) setTimeout(() => void this.listen(), RETRY_MS);
      })
      .finally(() => {
        this.opening = undefined;
      });
    return this.opening;
  }

  private gather(id: string) {
    this.gathered.add(id);
    this.timer ??= setTimeout(() => {
      const ids = [...this.gathered];
      this.gathered = new Set();
      this.timer = undefined;
      for (const subscriber of this.subscribers) subscriber(ids);
    }, GATHER_MS);
  }

  private async stop() {
    await this.opening;
    if (this.subscribers.size > 0 || !this.connection) return;
    const connection = this.connection;
    await connection.query(`unlisten ${CHANNEL}`).catch(() => undefined);
    await this.drop(connection);
  }

  private async drop(connection: PgConnection) {
    if (this.connection === connection) this.connection = undefined;
    // Only this feed's listeners: knex keeps its own on the connection.
    if (this.onNotification) connection.removeListener('notification', this.onNotification);
    if (this.onError) connection.removeListener('error', this.onError);
    await this.db.client.releaseConnection(connection).catch(() => undefined);
  }
}

const perDatabase = new WeakMap<Database, ExecutionChanges>();

/** The change feed of `db`'s executions (one per database, made on first use). */
export function executionChanges(db: Database): ExecutionChanges {
  let changes = perDatabase.get(db);
  if (!changes) {
    changes = new ExecutionChanges(db);
    perDatabase.set(db, changes);
  }
  return changes;
}
