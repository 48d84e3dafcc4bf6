import { chmod, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../../test/sample-clips.ts';
import {
  FfmpegTimeoutError,
  ffmpegVersion,
  inputArgs,
  MAX_FPS,
  probeVideo,
  resolveFfmpeg,
  runFfmpeg,
  transcodeToMp4,
  variableFrameRateArgs,
} from './ffmpeg.ts';

let dir: string;

async function script(file: string, lines: string[]): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, ['#!/bin/sh', ...lines, ''].join('\n'));
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-test-'));
});

describe('which ffmpeg runs (decision 041)', () => {
  it('takes FFMPEG_PATH first, then ffmpeg on PATH, and the npm binary only when there is neither', async () => {
    const onPath = await script(path.join(dir, 'bin', 'ffmpeg'), ['echo "ffmpeg version 6.1.1-fake"']);
    const configured = await script(path.join(dir, 'opt', 'my-ffmpeg'), ['echo "ffmpeg version 7.0-fake"']);
    const empty = path.join(dir, 'empty');
    await mkdir(empty, { recursive: true });
    const searchPath = [empty, path.dirname(onPath)].join(path.delimiter);

    expect(resolveFfmpeg({ configured, searchPath, bundled: '/npm/ffmpeg' })).toEqual({
      path: configured,
      source: 'FFMPEG_PATH',
    });
    expect(resolveFfmpeg({ searchPath, bundled: '/npm/ffmpeg' })).toEqual({ path: onPath, source: 'PATH' });
    expect(resolveFfmpeg({ searchPath: empty, bundled: '/npm/ffmpeg' })).toEqual({
      path: '/npm/ffmpeg',
      source: 'npm',
    });
    expect(resolveFfmpeg({ searchPath: empty }).source).toBe('npm');
    // The version the start log and /metrics name.
    expect(await ffmpegVersion(onPath)).toBe('6.1.1-fake');
  });

  it('skips an ffmpeg on PATH that is not executable, and refuses an FFMPEG_PATH that is not', async () => {
    const notExecutable = path.join(dir, 'noexec', 'ffmpeg');
    await mkdir(path.dirname(notExecutable), { recursive: true });
    await writeFile(notExecutable, 'not a program');
    expect(resolveFfmpeg({ searchPath: path.dirname(notExecutable), bundled: '/npm/ffmpeg' }).source).toBe('npm');
    expect(() => resolveFfmpeg({ configured: notExecutable })).toThrow(/FFMPEG_PATH/);
    expect(() => resolveFfmpeg({ configured: path.join(dir, 'missing') })).toThrow(/FFMPEG_PATH/);
  });
});

describe('how ffmpeg opens an upload (decision 041)', () => {
  it('forces the sniffed demuxer and allows the file protocol only', () => {
    expect(inputArgs('/tmp/source', 'mp4')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'mp4',
      '-enable_drefs',
      '0',
      '-i',
      '/tmp/source',
    ]);
    expect(inputArgs('/tmp/source', 'webm')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'webm',
      '-i',
      '/tmp/source',
    ]);
  });

  it('does not read a file as another format than its sniffed type, nor a playlist that names other files', async () => {
    const clip = await makeClip({ seconds: 1, size: '64x48', audio: false, file: path.join(dir, 'clip.mp4') });
    expect(await probeVideo(clip, 'mp4')).toMatchObject({ durationSeconds: 1 });
    expect(await probeVideo(clip, 'webm')).toBeNull();
    // An HLS playlist pointing at the clip (and at a URL): ffmpeg would follow it if it guessed the format.
    const playlist = path.join(dir, 'list.mp4');
    await writeFile(playlist, `#EXTM3U\n#EXTINF:1,\n${clip}\n#EXTINF:1,\nhttp://127.0.0.1:9/x.ts\n`);
    expect(await probeVideo(playlist, 'mp4')).toBeNull();
  }, 60_000);

  it('keeps frames variable-rate with -fps_mode where the binary knows it, -vsync on the old build', async () => {
    const modern = await script(path.join(dir, 'modern', 'ffmpeg'), [
      'echo "-fps_mode[:<stream_spec>] <mode>  set framerate mode for matching video streams; overrides vsync"',
    ]);
    expect(await variableFrameRateArgs(modern)).toEqual(['-fps_mode', 'vfr']);
    expect(await variableFrameRateArgs(resolveFfmpeg({ searchPath: '' }).path)).toEqual(['-vsync', 'vfr']);
  });

  it('caps the frame rate at 30 and cuts the output at the length it is given', async () => {
    const fast = await makeClip({ seconds: 4, size: '64x48', rate: 60, audio: true, file: path.join(dir, 'fast.mp4') });
    const out = path.join(dir, 'out.mp4');
    await transcodeToMp4(fast, 'mp4', out, { durationSeconds: 4, hasAudio: true }, { cutSeconds: 2, maxBytes: 10e6 });
    const decoded = await runFfmpeg(['-i', out, '-map', '0:v:0', '-f', 'null', '-']);
    // The last progress report counts every frame decoded.
    const frames = Number([...decoded.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1]);
    const seconds = (await probeVideo(out, 'mp4'))?.durationSeconds ?? 0;
    expect(seconds).toBeGreaterThan(1.8);
    expect(seconds).toBeLessThanOrEqual(2.1);
    expect(frames).toBeGreaterThan(0);
    expect(frames / 2).toBeLessThanOrEqual(MAX_FPS + 1);
  }, 60_000);
});

describe('the wall-clock limit (decision 041)', () => {
  it('stops ffmpeg with SIGTERM, then SIGKILL when it does not stop, and rejects with a timeout', async () => {
    const pidFile = path.join(dir, 'stubborn.pid');
    const stubborn = await script(path.join(dir, 'stubborn', 'ffmpeg'), [
      `echo $$ > ${pidFile}`,
      "trap '' TERM",
      'while :; do sleep 1; done',
    ]);
    const started = Date.now();
    await expect(runFfmpeg(['-i', 'x'], { binary: stubborn, timeoutMs: 300, killGraceMs: 300 })).rejects.toBeInstanceOf(
      FfmpegTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('lets a real ffmpeg stop on SIGTERM and still reports the timeout', async () => {
    const started = Date.now();
    await expect(
      runFfmpeg(['-f', 'lavfi', '-re', '-i', 'testsrc=size=64x48:rate=25', '-f', 'null', '-'], { timeoutMs: 500 }),
    ).rejects.toBeInstanceOf(FfmpegTimeoutError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
