import { Redis } from 'ioredis';

/**
 * The Redis connections of one instance: one shared command connection (key-value store, rate
 * limits, event publishing) and, on request, dedicated subscriber connections — a connection in
 * subscribe mode can run no other command, so pub/sub needs its own.
 */
export type RedisConnections = {
  /** The command connection every Redis-backed store of this instance shares. */
  client: Redis;
  /** A new connection for SUBSCRIBE; closed with the others. */
  createSubscriber(): Redis;
  close(): Promise<void>;
};

export function openRedisConnections(url: string): RedisConnections {
  const opened: Redis[] = [];
  const connect = () => {
    const connection = new Redis(url, {
      // A request waiting on a down Redis fails after one retry instead of hanging; the health
      // check and the route answer, and ioredis keeps reconnecting in the background.
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    // Without a listener ioredis reports every failed reconnect as an unhandled 'error' event.
    connection.on('error', () => {});
    opened.push(connection);
    return connection;
  };
  const client = connect();
  return {
    client,
    createSubscriber: connect,
    async close() {
      await Promise.all(opened.map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
