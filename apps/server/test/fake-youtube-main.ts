import { startFakeYouTube } from './fake-youtube.ts';

// Started by the Playwright config (webServer) so the browser journeys sync against the fake.
const port = Number(process.env.FAKE_YOUTUBE_PORT ?? 3402);
const fake = await startFakeYouTube({ port });
console.log(`fake YouTube listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
