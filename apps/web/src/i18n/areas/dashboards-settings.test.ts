import { setupI18n } from '@lingui/core';
import type { TLanguage } from '@scouting/contract/languages';
import { NOTIFICATION_PREFERENCE_LABELS } from '@scouting/contract/notification-preferences';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_PAGES,
  ADMIN_OVERSIGHT_PAGES,
  AGENT_TAB_PAGES,
  OPERATIONS_PAGES,
  PLAYER_TAB_PAGES,
  REVIEW_PAGES,
  SAFETY_PAGES,
} from '../../components/admin-pages.ts';
import { ratingSummary } from '../../features/videos/components/rating-summary.ts';
import dashboardsAr from '../catalogs/dashboards/ar.json';
import dashboards from '../catalogs/dashboards/en.json';
import dashboardsFr from '../catalogs/dashboards/fr.json';
import first from '../catalogs/en.json';
import settings from '../catalogs/settings/en.json';
import { compileCatalog } from '../compile-catalog.ts';

const say = (language: TLanguage, catalog: Record<string, string>, id: string, values?: Record<string, unknown>) =>
  setupI18n({ locale: language, messages: { [language]: compileCatalog(catalog) } })._(id, values);

describe('the dashboards’ catalog', () => {
  it('keeps the rating line’s English as the videos’ ratingSummary writes it', () => {
    for (const [average, count] of [
      [0, 0],
      [4, 1],
      [3.5, 2],
      [4.25, 12],
    ] as const) {
      expect(
        say('en', dashboards, 'dashboards.video.rating', { count, average: average.toFixed(1) }),
        `${average} ${count}`,
      ).toBe(ratingSummary(average, count));
    }
  });

  it('says how many wait on an admin card by each language’s plural rules', () => {
    expect(say('en', dashboards, 'dashboards.pending', { count: 3 })).toBe('3 pending');
    expect(say('en', dashboards, 'dashboards.pending', { count: 0 })).toBe('0 pending');
    expect(say('fr', dashboardsFr, 'dashboards.pending', { count: 2 })).toBe('2 en attente');
    expect(say('ar', dashboardsAr, 'dashboards.video.rating', { count: 2, average: '4.0' })).toContain('تقييمين');
  });

  it('names every admin card as its page does, in English', () => {
    const cards = [...SAFETY_PAGES, ...Object.values(OPERATIONS_PAGES), ...AGENT_TAB_PAGES, ...PLAYER_TAB_PAGES];
    const english: Record<string, string> = dashboards;
    const titles = Object.entries(english)
      .filter(([id]) => id.startsWith('dashboards.adminPage.'))
      .map(([, title]) => title);
    expect(titles.sort()).toEqual(cards.map((page) => page.title).sort());
    expect(dashboards['dashboards.adminPage.reviewReports']).toBe(REVIEW_PAGES.reports.title);
    expect(dashboards['dashboards.adminPage.agentPosts']).toBe(ADMIN_OVERSIGHT_PAGES.agentPosts.title);
    expect(dashboards['dashboards.adminPage.signedPlayersByAgents']).toBe(ADMIN_LIST_PAGES.signedPlayersByAgents.title);
  });

  it('greets and names the dashboards word for word as before', () => {
    // The greeting and the dashboards' names are the first screen's (a dashboard's first paint).
    expect(say('en', first, 'first.dashboard.welcome', { fullName: 'Ada Lovelace' })).toBe('Welcome, Ada Lovelace');
    expect(first['first.dashboard.player']).toBe('Player Dashboard');
    expect(first['first.dashboard.admin']).toBe('Admin Dashboard');
    expect(say('en', dashboards, 'dashboards.admin.tabWithCount', { role: 'Agent', count: 4 })).toBe('Agent (4)');
    expect(say('en', dashboards, 'dashboards.consent.sentTo', { parentEmail: 'mum@example.com' })).toBe(
      'We sent the e-mail to mum@example.com.',
    );
  });
});

describe('the settings’ catalog', () => {
  it('keeps the notification preferences’ English word for word as the contract has it', () => {
    const labels = NOTIFICATION_PREFERENCE_LABELS;
    expect(settings['settings.prefs.title']).toBe(labels.title);
    expect(settings['settings.prefs.intro']).toBe(labels.intro);
    expect(settings['settings.prefs.chime']).toBe(labels.chime);
    expect(settings['settings.prefs.save']).toBe(labels.save);
    expect(settings['settings.prefs.saved']).toBe(labels.saved);
    expect(settings['settings.prefs.saveFailed']).toBe(labels.saveFailed);
    expect(settings['settings.prefs.loadFailed']).toBe(labels.loadFailed);
    const english: Record<string, string> = settings;
    for (const [category, label] of Object.entries(labels.categories)) {
      expect(english[`settings.prefs.category.${category}`], category).toBe(label);
    }
    for (const [delivery, label] of Object.entries(labels.deliveries)) {
      expect(english[`settings.prefs.delivery.${delivery}`], delivery).toBe(label);
    }
  });

  it('keeps the link inside the two-factor step’s sentence', () => {
    expect(say('en', settings, 'settings.twoFactor.addAccount', { link: 'open it in your authenticator app' })).toBe(
      '1. Add your account to an authenticator app: open it in your authenticator app, or type this key into the app:',
    );
  });
});
