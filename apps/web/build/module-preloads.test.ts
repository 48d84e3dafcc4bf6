import { describe, expect, it } from 'vitest';
import { belowTheFoldChunksMissing, modulePreloads } from './module-preloads.ts';

const dependencies = ['assets/inbox-preview-kKGFUGFW.js', 'assets/messages-modal-dj9XjOZM.css', 'assets/Select-C.js'];

describe('module preloads (decision 039)', () => {
  it("keeps only the style sheets of a dashboard's lower sections", () => {
    expect(modulePreloads('assets/player-dashboard-sections-DiH8uoKo.js', dependencies)).toEqual([
      'assets/messages-modal-dj9XjOZM.css',
    ]);
    expect(modulePreloads('assets/poster-dashboard-sections-BNUsXem1.js', dependencies)).toHaveLength(1);
  });

  it('keeps every preload of a page', () => {
    expect(modulePreloads('assets/search-page-5UsCNhht.js', dependencies)).toEqual(dependencies);
    expect(modulePreloads('assets/player-dashboard-page-x1.js', dependencies)).toEqual(dependencies);
  });
});

describe('the chunks the preload filter relies on (decision 039)', () => {
  it('are there when a dashboard sections chunk is in the build', () => {
    expect(
      belowTheFoldChunksMissing(['assets/index-a1.js', 'assets/player-dashboard-sections-DiH8uoKo.js', 'index.html']),
    ).toBeNull();
  });

  it('are missing when no chunk has the name any more, which fails the build', () => {
    expect(
      belowTheFoldChunksMissing(['assets/index-a1.js', 'assets/player-dashboard-lower-DiH8uoKo.js', 'index.html']),
    ).toMatch(/^No chunk matches .*dashboard-sections.*decision 039/);
  });

  it('says nothing of an output without scripts', () => {
    expect(belowTheFoldChunksMissing(['offline.html', 'favicon.svg'])).toBeNull();
  });
});
