import fp from 'fastify-plugin';
import { createYouTubeClient, type YouTubeClient } from '../infra/youtube/youtube.ts';

declare module 'fastify' {
  interface FastifyInstance {
    youtube: YouTubeClient;
  }
}

/** The YouTube Data API and channel feeds; tests pass a client that talks to a local fake. */
export const youtubePlugin = fp<{ youtube?: YouTubeClient | undefined }>(
  async (app, options) => {
    app.decorate('youtube', options.youtube ?? createYouTubeClient(app.config.youtube));
  },
  { name: 'youtube', dependencies: ['config'] },
);
