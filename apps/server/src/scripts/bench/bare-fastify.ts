import Fastify from 'fastify';

/**
 * The yardstick of `npm run bench`: a bare Fastify route in its own process on the same machine,
 * answering a small JSON body with no plugin, hook or database. Every figure is a ratio to it.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ notifications: [], unreadCount: 0, nextCursor: null }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
