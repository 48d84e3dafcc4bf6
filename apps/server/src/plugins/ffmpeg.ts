import fp from 'fastify-plugin';
import { type FfmpegBinary, ffmpegVersion, resolveFfmpeg } from '../infra/video/ffmpeg.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ffmpeg this instance transcodes uploaded clips with, and its version (decision 041). */
    ffmpeg: FfmpegBinary & { version: string };
  }
}

/**
 * Resolves ffmpeg once at start (FFMPEG_PATH, then `ffmpeg` on PATH, then the npm-shipped 2018
 * build) and names its version on /metrics (`ffmpeg_info`); main.ts logs it at start, with a
 * warning when only the npm-shipped build was found (decision 041).
 */
export const ffmpegPlugin = fp(
  async (app) => {
    const binary = resolveFfmpeg(app.config.ffmpeg);
    // A binary that does not run leaves the rest of the app up; uploads then fail with a reason.
    const version = await ffmpegVersion(binary.path).catch((error: unknown) => {
      app.log.error({ err: error, path: binary.path }, 'ffmpeg does not run: uploaded clips cannot be transcoded');
      return 'unavailable';
    });
    app.decorate('ffmpeg', { ...binary, version });
    app.metrics.ffmpegInfo.set({ version, source: binary.source }, 1);
  },
  { name: 'ffmpeg', dependencies: ['config', 'metrics'] },
);
