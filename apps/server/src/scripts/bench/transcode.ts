import { createReadStream, mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { videos } from '../../db/schema/index.ts';
import { runFfmpeg } from '../../infra/video/ffmpeg.ts';
import { openRuntime } from '../../server-runtime.ts';
import { BENCH_PASSWORD, registerBenchAccount, signIn } from './bench-members.ts';

/**
 * `npm run bench:transcode` (decision 034): makes a 60-second 1080p clip (a moving test pattern and
 * a tone), uploads it through POST /api/videos/upload over HTTP to an instance in this process
 * (embedded database), samples the process's memory every 10 ms while the upload streams, then waits
 * for the queue's transcoding to 720p and prints its time. The upload's peak RSS over the RSS before
 * it is what the server held for a clip it never keeps in memory.
 * Not a test: the figures depend on the machine.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3270);
const SECONDS = 60;
const log = (line: string) => console.log(`[transcode ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function makeSourceClip(dir: string): Promise<string> {
  const file = path.join(dir, 'source-1080p.mp4');
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=duration=${SECONDS}:size=1920x1080:rate=30`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${SECONDS}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '8M',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}

/** Streams a multipart form (title, file) from disk to the upload route; the answer's status and body. */
function upload(cookie: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench clip\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/videos/upload',
        headers: {
          cookie,
          origin: `http://localhost:${PORT}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-transcode-'));
  log(`making a ${SECONDS}-second 1080p clip…`);
  let started = Date.now();
  const source = await makeSourceClip(dir);
  const size = statSync(source).size;
  log(`clip made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${(size / 1024 / 1024).toFixed(1)} MB`);

  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(PORT),
    APP_ORIGIN: `http://localhost:${PORT}`,
    DATA_DIR: path.join(dir, 'data'),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOG_LEVEL: 'silent',
  });
  const runtime = await openRuntime(config, 'bench');
  const app = await buildApp(config, { db: runtime.database.db });
  try {
    await app.listen({ host: '127.0.0.1', port: PORT });
    const hash = await (await app.auth.$context).password.hash(BENCH_PASSWORD);
    const player = await registerBenchAccount(runtime.database.db, app.auth, hash, 'Player', 'uploader');
    const cookie = await signIn(`http://localhost:${PORT}`, player.email);

    global.gc?.();
    await sleep(200);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    started = Date.now();
    const answer = await upload(cookie, source);
    const uploadMs = Date.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (answer.status !== 202) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const { id } = JSON.parse(answer.body) as { id: number };
    log(
      `upload: 202 in ${(uploadMs / 1000).toFixed(1)} s; RSS before ${mb(before)}, peak ${mb(peak)}, delta ${mb(peak - before)} for a ${mb(size)} clip`,
    );

    started = Date.now();
    for (;;) {
      const [row] = await runtime.database.db.select().from(videos).where(eq(videos.id, id));
      if (row && row.status !== 'Processing') {
        const seconds = (Date.now() - started) / 1000;
        if (row.status === 'Failed') throw new Error(`transcoding failed: ${row.failureReason}`);
        log(
          `transcoding (60 s of 1080p to 720p H.264/AAC, veryfast, 2 threads, plus poster): ${seconds.toFixed(1)} s; MP4 ${mb(row.clipBytes ?? 0)}`,
        );
        break;
      }
      await sleep(250);
    }
  } finally {
    await app.close();
    await runtime.release();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await main();
