import http from 'node:http';

/** An answer as the server wrote it: what the bench's Node-alone ceiling sends back (bare-node.ts). */
export type CapturedAnswer = { status: number; headers: Record<string, string | string[]>; body: string };

// Node's http writes these itself on every answer (the date, the connection's keep-alive, the framing).
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * One GET as autocannon sends it (node:http, no Accept-Encoding, unlike fetch): the status, the
 * headers the server chose and the body, uncompressed as the load generator receives it.
 */
export function captureAnswer(url: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const kept: CapturedAnswer['headers'] = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (!WRITTEN_BY_NODE.has(name) && value !== undefined) kept[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('utf8') });
        });
      })
      .on('error', reject);
  });
}
