// The baseline of `npm run bench:start`: Node and Fastify answering one route, started the way the server starts, so
// the time to the first answer of the real server reads against what a process with an HTTP server costs here, now.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/auth/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
