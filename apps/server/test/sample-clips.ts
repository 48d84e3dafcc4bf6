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

/**
 * Rewrites an MP4's header durations (the movie's `mvhd`, each track's `tkhd` and `mdhd`) to claim
 * `seconds`, leaving the samples alone: the clip still decodes for as long as it really is. What a
 * crafted upload does to pass a length check that believes the header (decision 041).
 */
export function claimDuration(mp4: Buffer, seconds: number): Buffer {
  const out = Buffer.from(mp4);
  let edited = 0;
  let movieTimescale = 0;
  const writeDuration = (at: number, version: number, value: number) => {
    if (version === 1) out.writeBigUInt64BE(BigInt(value), at);
    else out.writeUInt32BE(value, at);
    edited += 1;
  };
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = out.readUInt32BE(at);
      const type = out.toString('latin1', at + 4, at + 8);
      let body = at + 8;
      if (size === 1) {
        size = Number(out.readBigUInt64BE(at + 8));
        body = at + 16;
      } else if (size === 0) size = end - at;
      const version = out[body] ?? 0;
      // Full boxes: version and flags (4 bytes), then creation and modification times (4 or 8 each).
      const times = body + 4 + (version === 1 ? 16 : 8);
      if (type === 'moov' || type === 'trak' || type === 'mdia') walk(body, at + size);
      else if (type === 'mvhd') {
        movieTimescale = out.readUInt32BE(times);
        writeDuration(times + 4, version, Math.round(seconds * movieTimescale));
      } else if (type === 'tkhd') {
        // track_ID and a reserved word, then the duration in the movie's timescale.
        writeDuration(times + 8, version, Math.round(seconds * movieTimescale));
      } else if (type === 'mdhd') {
        writeDuration(times + 4, version, Math.round(seconds * out.readUInt32BE(times)));
      }
      at += size;
    }
  };
  walk(0, out.length);
  if (edited < 3) throw new Error(`only ${edited} header durations found in the MP4`);
  return out;
}

/** A clip whose header claims `claimedSeconds` but which decodes for `seconds` (decision 041). */
export async function makeCraftedClipBytes(
  options: Parameters<typeof makeClip>[0] & { claimedSeconds: number },
): Promise<Buffer> {
  return claimDuration(await makeClipBytes(options), options.claimedSeconds);
}
