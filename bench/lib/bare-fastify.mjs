// The yardstick for bench/http-overhead.mjs: a bare Fastify hello-world, in its own process, on a
// free port on 127.0.0.1 (printed as the first line on stdout).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
