// The yardstick of DESIGN.md §9: a bare Fastify route that reads a JSON body and answers
// JSON, with nothing else. `node bare-server.mjs PORT`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api', async (request) => ({ tag: request.body?.tag ?? 'bare', ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');
