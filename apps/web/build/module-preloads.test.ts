import { describe, expect, it } from 'vitest';
import { modulePreloads } from './module-preloads.ts';

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
