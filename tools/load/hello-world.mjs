// The load scripts' yardstick: a bare Fastify route in its own process; sends its port to the parent.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(app.server.address().port);
