import http from 'node:http';
import type { CapturedAnswer } from './captured-answer.ts';

/**
 * The ceiling of `npm run bench`: Node's own http server, no framework, answering each path with an
 * answer the server gave (its status, headers and body, captured by the bench and passed in
 * BENCH_ANSWERS) and doing nothing else. A route that reads a session cannot answer faster than
 * this on the same machine, so it says how far a ratio to bare Fastify can go there at all.
 */
const answers: Record<string, CapturedAnswer> = JSON.parse(process.env.BENCH_ANSWERS ?? '{}');
const server = http.createServer((request, response) => {
  const answer = request.url === '/ready' ? { status: 204, headers: {}, body: '' } : answers[request.url ?? ''];
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
