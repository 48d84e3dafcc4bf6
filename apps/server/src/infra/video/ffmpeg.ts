import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * Which ffmpeg runs (decision 041): the operator's (`FFMPEG_PATH`), else the distribution's
 * (`ffmpeg` on PATH, kept up to date with its security fixes), else the binary shipped inside an
 * npm package (decision 034), a 2018 build kept only so that `npm install && npm start` still works.
 */
export type FfmpegBinary = { path: string; source: 'FFMPEG_PATH' | 'PATH' | 'npm' };

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Resolves the ffmpeg binary in that order. A configured FFMPEG_PATH that is not an executable
 * file is an error, not a silent fallback: the operator asked for that binary.
 */
export function resolveFfmpeg(options: {
  configured?: string | undefined;
  searchPath?: string | undefined;
  bundled?: string;
}): FfmpegBinary {
  if (options.configured) {
    if (!isExecutableFile(options.configured)) {
      throw new Error(`FFMPEG_PATH=${options.configured} is not an executable file.`);
    }
    return { path: options.configured, source: 'FFMPEG_PATH' };
  }
  for (const dir of (options.searchPath ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'ffmpeg');
    if (isExecutableFile(candidate)) return { path: candidate, source: 'PATH' };
  }
  return { path: options.bundled ?? ffmpegInstaller.path, source: 'npm' };
}

let scriptDefault: FfmpegBinary | null = null;

/**
 * The binary for callers without the app's configuration (test helpers, benches): resolved once
 * from this process's environment, the same order as the server's.
 */
export function defaultFfmpeg(): FfmpegBinary {
  scriptDefault ??= resolveFfmpeg({ configured: process.env.FFMPEG_PATH, searchPath: process.env.PATH });
  return scriptDefault;
}

const versions = new Map<string, Promise<string>>();

/** The version ffmpeg prints (`ffmpeg version 6.1.1-3ubuntu5 …`): the start log and /metrics name it. */
export function ffmpegVersion(binary: string): Promise<string> {
  let version = versions.get(binary);
  if (!version) {
    version = runFfmpeg(['-version'], { binary, report: 'stdout', timeoutMs: 10_000 }).then(
      (out) => /ffmpeg version (\S+)/.exec(out)?.[1] ?? 'unknown',
    );
    versions.set(binary, version);
  }
  return version;
}

const variableRate = new Map<string, Promise<string[]>>();

/**
 * The output option that keeps frames' own timestamps instead of filling a constant rate:
 * `-fps_mode vfr` where the binary knows it (ffmpeg 5.1+, which deprecated `-vsync`), else
 * `-vsync vfr` (the npm-shipped 2018 build). Asked once per binary.
 */
export function variableFrameRateArgs(binary: string): Promise<string[]> {
  let args = variableRate.get(binary);
  if (!args) {
    args = runFfmpeg(['-h', 'long'], {
      binary,
      report: 'stdout',
      allowFailure: true,
      timeoutMs: 10_000,
      keepChars: 2_000_000,
    })
      .catch(() => '')
      .then((help) => (/^\s*-fps_mode\b/m.test(help) ? ['-fps_mode', 'vfr'] : ['-vsync', 'vfr']));
    variableRate.set(binary, args);
  }
  return args;
}

/** ffmpeg ran past its wall-clock limit and was killed (decision 041). */
export class FfmpegTimeoutError extends Error {}

/** How long ffmpeg has to stop after SIGTERM (it finishes the file it writes) before SIGKILL. */
export const FFMPEG_KILL_GRACE_MS = 5_000;

export type RunFfmpegOptions = {
  /** A non-zero exit resolves too (reading a header: ffmpeg without an output exits 1). */
  allowFailure?: boolean;
  binary?: string;
  /** Wall-clock limit: SIGTERM at this point, SIGKILL `killGraceMs` later; rejects with FfmpegTimeoutError. */
  timeoutMs?: number;
  killGraceMs?: number;
  /** Which stream to collect: ffmpeg reports on stderr, `-version` prints on stdout. */
  report?: 'stderr' | 'stdout';
  /** How much of the end of the report is kept (20,000 characters unless told). */
  keepChars?: number;
};

/**
 * The ffmpeg processes of this process. When it exits (main.ts cuts a shutdown off after 10 s),
 * they are killed with it: an orphan would go on transcoding with no time limit left to stop it.
 */
const children = new Set<ChildProcess>();
let killedOnExit = false;
function killChildrenOnExit() {
  if (killedOnExit) return;
  killedOnExit = true;
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

/** Runs ffmpeg with `args`; resolves with its report (kept bounded), rejects on a non-zero exit. */
export function runFfmpeg(args: string[], options: RunFfmpegOptions = {}): Promise<string> {
  const binary = options.binary ?? defaultFfmpeg().path;
  const report = options.report ?? 'stderr';
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', report === 'stdout' ? 'pipe' : 'ignore', report === 'stderr' ? 'pipe' : 'ignore'],
    });
    killChildrenOnExit();
    children.add(child);
    let text = '';
    const stream = report === 'stdout' ? child.stdout : child.stderr;
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      // The end of the report is what explains a failure; keep it bounded.
      text = (text + chunk).slice(-(options.keepChars ?? 20_000));
    });
    let timedOut = false;
    let killTimer: NodeJS.Timeout | undefined;
    const running = () => child.exitCode === null && child.signalCode === null;
    const limitTimer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGTERM');
            killTimer = setTimeout(() => {
              if (running()) child.kill('SIGKILL');
            }, options.killGraceMs ?? FFMPEG_KILL_GRACE_MS);
          }, options.timeoutMs);
    const settle = () => {
      children.delete(child);
      clearTimeout(limitTimer);
      clearTimeout(killTimer);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('close', (code, signal) => {
      settle();
      if (timedOut)
        reject(new FfmpegTimeoutError(`ffmpeg ran past ${options.timeoutMs} ms and was stopped (${signal ?? code})`));
      else if (code === 0 || options.allowFailure) resolve(text);
      else reject(new Error(`ffmpeg exited with ${code ?? signal}: ${text.slice(-2_000)}`));
    });
  });
}

/** The demuxers an upload may be read with, named as ffmpeg's `-f` knows them. */
export type InputFormat = 'mp4' | 'mov' | 'webm';

/**
 * How every file is opened (decision 041): the demuxer forced to the type the upload was sniffed
 * as, so ffmpeg never guesses one (no concat lists, playlists or image sequences that read other
 * files or URLs), only the `file` protocol, and no MP4/MOV external data references.
 */
export function inputArgs(file: string, format: InputFormat): string[] {
  return [
    '-protocol_whitelist',
    'file',
    '-f',
    format,
    ...(format === 'webm' ? [] : ['-enable_drefs', '0']),
    '-i',
    file,
  ];
}

/** What the transcoder needs to know of a clip before it starts: whether it is a video, and how long. */
export type VideoProbe = { durationSeconds: number; hasAudio: boolean };

/**
 * Reads a file's container header (ffmpeg without an output prints it and exits): its length and
 * whether it holds a video stream. Null when ffmpeg finds no video in it. The length is what the
 * header claims; only the transcoded copy's length is what was decoded.
 */
export async function probeVideo(
  file: string,
  format: InputFormat,
  options: Pick<RunFfmpegOptions, 'binary' | 'timeoutMs'> = {},
): Promise<VideoProbe | null> {
  const report = await runFfmpeg(inputArgs(file, format), { ...options, allowFailure: true });
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
/** Frames a second at most in the transcoded clip; slower clips keep their own rate. */
export const MAX_FPS = 30;
/** The video bitrate a CRF encode may not exceed, so noise cannot make a huge file. */
const MAX_VIDEO_BITRATE = '4M';

export type TranscodeLimits = {
  /** The output stops at this many seconds of content (`-t`). */
  cutSeconds: number;
  /** The output file stops growing at this many bytes (`-fs`). */
  maxBytes: number;
  binary?: string;
  timeoutMs?: number;
};

/**
 * H.264 and AAC in MP4 with the index first (+faststart: the browser starts playing before the
 * whole file arrived), at most 720 lines on the shorter side, never enlarged, at most 30 frames a
 * second. veryfast and two threads: the server has two cores and answers requests meanwhile
 * (decision 034). Bounded whatever the input claims (decision 041): `-t`, `-fs`, the frame-rate
 * cap, the bitrate cap and the wall-clock limit.
 */
export async function transcodeToMp4(
  input: string,
  format: InputFormat,
  output: string,
  probe: VideoProbe,
  limits: TranscodeLimits,
): Promise<void> {
  const scale = `scale='if(gte(iw,ih),-2,min(${MAX_LINES},iw))':'if(gte(iw,ih),min(${MAX_LINES},ih),-2)'`;
  // Keeps a frame only when it is at least one 30th of a second after the last kept one: a cap
  // that drops frames of faster clips and never duplicates those of slower ones (what -fpsmax
  // does on ffmpeg 4.4+, which the npm-shipped binary predates). The small margin absorbs rounding.
  const fpsCap = `select='isnan(prev_selected_t)+gte(t-prev_selected_t\\,${(1 / MAX_FPS - 0.001).toFixed(4)})'`;
  const binary = limits.binary ?? defaultFfmpeg().path;
  await runFfmpeg(
    [
      '-y',
      '-threads',
      '2',
      ...inputArgs(input, format),
      '-map',
      '0:v:0',
      ...(probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an']),
      '-vf',
      `${fpsCap},${scale}`,
      // Variable frame rate out: the dropped frames are not filled in again.
      ...(await variableFrameRateArgs(binary)),
      '-t',
      String(limits.cutSeconds),
      '-fs',
      String(limits.maxBytes),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-maxrate',
      MAX_VIDEO_BITRATE,
      '-bufsize',
      '8M',
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
    ],
    { binary, timeoutMs: limits.timeoutMs },
  );
}

/** A JPEG poster of the transcoded MP4: the frame a second in (or the first one of a shorter clip). */
export async function posterFrame(
  clip: string,
  output: string,
  durationSeconds: number,
  options: Pick<RunFfmpegOptions, 'binary' | 'timeoutMs'> = {},
): Promise<void> {
  const at = Math.min(1, durationSeconds / 2).toFixed(2);
  await runFfmpeg(
    ['-y', '-ss', at, ...inputArgs(clip, 'mp4'), '-frames:v', '1', '-q:v', '4', '-f', 'image2', output],
    options,
  );
}
