import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** The ffmpeg binary shipped inside an npm package (decision 034): `npm install` is all it takes. */
export const FFMPEG_PATH: string = ffmpegInstaller.path;

/** What the transcoder needs to know of a clip before it starts: whether it is a video, and how long. */
export type VideoProbe = { durationSeconds: number; hasAudio: boolean };

/** Runs ffmpeg with `args`; resolves with its stderr (where it reports), rejects on a non-zero exit. */
export function runFfmpeg(args: string[], options: { allowFailure?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      // The end of the report is what explains a failure; keep it bounded.
      stderr = (stderr + text).slice(-20_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 || options.allowFailure) resolve(stderr);
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.slice(-2_000)}`));
    });
  });
}

/**
 * Reads a file's container header (ffmpeg without an output prints it and exits): its length and
 * whether it holds a video stream. Null when ffmpeg finds no video in it.
 */
export async function probeVideo(file: string): Promise<VideoProbe | null> {
  const report = await runFfmpeg(['-i', file], { allowFailure: true });
  if (!/Stream #\S+.*: Video:/.test(report)) return null;
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(report);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return {
    durationSeconds: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    hasAudio: /Stream #\S+.*: Audio:/.test(report),
  };
}

/** The longest side of the transcoded clip's shorter dimension: 720p, portrait clips alike. */
export const MAX_LINES = 720;

/**
 * H.264 and AAC in MP4 with the index first (+faststart: the browser starts playing before the
 * whole file arrived), at most 720 lines on the shorter side, never enlarged. veryfast and two
 * threads: the server has two cores and answers requests meanwhile (decision 034).
 */
export async function transcodeToMp4(input: string, output: string, probe: VideoProbe): Promise<void> {
  const scale = `scale='if(gte(iw,ih),-2,min(${MAX_LINES},iw))':'if(gte(iw,ih),min(${MAX_LINES},ih),-2)'`;
  await runFfmpeg([
    '-y',
    '-threads',
    '2',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an']),
    '-vf',
    scale,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-threads',
    '2',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ]);
}

/** A JPEG poster: the frame a second in (or the first one of a shorter clip). */
export async function posterFrame(clip: string, output: string, durationSeconds: number): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runFfmpeg(['-y', '-ss', at, '-i', clip, '-frames:v', '1', '-q:v', '4', '-f', 'image2', output]);
}
