// The machine's ceiling: a bare Fastify server answering one captured response body from
// memory, with no database, validation, hooks or plugins.
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, contentType = 'application/json; charset=utf-8'] = process.argv.slice(2);
if (!bodyFile) throw new Error('usage: ceiling-server <body file> [content type]');
const body = fs.readFileSync(bodyFile);

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.header('content-type', contentType).send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
