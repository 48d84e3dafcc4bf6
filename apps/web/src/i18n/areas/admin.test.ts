import { setupI18n } from '@lingui/core';
import { APPLICATION_STATUSES } from '@scouting/contract/application-status';
import { UNDERAGE_REQUEST_STATUSES } from '@scouting/contract/underage';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_PAGES,
  ADMIN_OVERSIGHT_PAGES,
  OPERATIONS_PAGES,
  REVIEW_PAGES,
} from '../../components/admin-pages.ts';
import en from '../catalogs/admin/en.json';
import { compileCatalog } from '../compile-catalog.ts';
import { slots, withNodes } from './admin.ts';

const english = setupI18n({ locale: 'en', messages: { en: compileCatalog(en) } });

describe('the admins’ review pages’ English', () => {
  it('titles the pages as the admin menus do', () => {
    expect(en['admin.audit.title']).toBe(REVIEW_PAGES.auditLog.title);
    expect(en['admin.report.title']).toBe(REVIEW_PAGES.reports.title);
    expect(en['admin.verification.title']).toBe(REVIEW_PAGES.agentVerifications.title);
    expect(en['admin.underage.title']).toBe(REVIEW_PAGES.underageRequests.title);
    expect(en['admin.mail.title']).toBe(OPERATIONS_PAGES.failedMails.title);
    expect(en['admin.applications.title']).toBe(ADMIN_LIST_PAGES.applicationsToAgents.title);
    expect(en['admin.oversight.analyticsTitle']).toBe(ADMIN_OVERSIGHT_PAGES.agentAnalytics.title);
    expect(en['admin.oversight.postsTitle']).toBe(ADMIN_OVERSIGHT_PAGES.agentPosts.title);
    expect(en['admin.oversight.messagingTitle']).toBe(ADMIN_OVERSIGHT_PAGES.agentMessagingReview.title);
    expect(en['admin.oversight.viewsTitle']).toBe(ADMIN_OVERSIGHT_PAGES.agentProfileViews.title);
  });

  it('says what the contract says where its sentence has a placeholder', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(english._('admin.applications.noneWithStatus', { status })).toBe(
        `No application to an agent's opportunity is ${status} right now.`,
      );
    }
    for (const status of UNDERAGE_REQUEST_STATUSES) {
      expect(en[`admin.underage.status.${status.toLowerCase()}` as keyof typeof en]).toBe(status);
    }
  });

  it('counts a mail’s attempts as the page did', () => {
    const details = (attempts: number) =>
      english._('admin.mail.details', { to: 'a@b.c', queued: 'then', attempts, id: 7 });
    expect(details(1)).toBe('To a@b.c · queued then · 1 attempt · job 7');
    expect(details(3)).toBe('To a@b.c · queued then · 3 attempts · job 7');
    expect(english._('admin.oversight.applicants', { count: 1 })).toBe('1 applicant');
    expect(english._('admin.oversight.applicants', { count: 0 })).toBe('0 applicants');
  });

  it('puts elements where the language places them', () => {
    const text = english._('admin.underage.agent', { ...slots('agent'), id: 4 });
    expect(
      withNodes(text, { agent: 'AGENT' }).flatMap((part) => (typeof part === 'string' ? [part] : ['<node>'])),
    ).toEqual(['Agent: ', '<node>', ' (ID 4)']);
  });
});
