/** Baseline for bench:http: Fastify answering a JSON hello-world, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  process.stderr.write(`LISTENING ${address}\n`);
});
