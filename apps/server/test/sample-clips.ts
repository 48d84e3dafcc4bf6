import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '../src/infra/video/ffmpeg.ts';

/**
 * A real clip made at test time with the ffmpeg binary the server uses: a test pattern and a tone
 * (unless `audio` is false), H.264 and AAC in MP4 (`seconds` long, `size` wide × high, 25 frames a second).
 */
export async function makeClip(
  options: { seconds?: number; size?: string; rate?: number; audio?: boolean; file?: string } = {},
): Promise<string> {
  const { seconds = 2, size = '320x240', rate = 25, audio = true } = options;
  const file = options.file ?? path.join(tmpdir(), `clip-${process.pid}-${Date.now()}-${seconds}s-${size}.mp4`);
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=duration=${seconds}`, '-c:a', 'aac', '-shortest'] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '2',
    file,
  ]);
  return file;
}

export async function makeClipBytes(options: Parameters<typeof makeClip>[0] = {}): Promise<Buffer> {
  return readFile(await makeClip(options));
}
