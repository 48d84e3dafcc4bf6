import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_NAMES,
  APPLICATION_STATUSES,
  canMoveApplication,
  DECLINE_TEMPLATES,
  isApplicationActive,
  posterChoices,
  statusMoveRefusal,
} from './application-status.ts';
import { ZSetApplicationStatusRequest, ZTrialAnswerRequest, ZTrialInvitationRequest } from './schemas/applications.ts';
import { englishOf, isMessageId } from './sentences.ts';
import { translateServerMessage } from './server-messages.ts';

describe('the refusal of a move, naming both statuses (decision 074)', () => {
  it('reads in English as it always did', () => {
    expect(englishOf(statusMoveRefusal('Submitted', 'Signed'))).toBe(
      'An application that is Submitted cannot be set to Signed.',
    );
    expect(englishOf(statusMoveRefusal('Invited to trial', 'Not selected'))).toBe(
      'An application that is Invited to trial cannot be set to Not selected.',
    );
    expect(englishOf(statusMoveRefusal('Withdrawn', 'Offered'))).toBe(
      'The player withdrew this application, so it can no longer be changed.',
    );
  });

  it('has a catalog message for every status, its English the status itself', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(isMessageId(APPLICATION_STATUS_NAMES[status]), status).toBe(true);
      expect(englishOf(APPLICATION_STATUS_NAMES[status])).toBe(status);
    }
  });

  it('names every status in the reader’s language', () => {
    for (const from of APPLICATION_STATUSES.filter((status) => status !== 'Withdrawn')) {
      const french = translateServerMessage(statusMoveRefusal(from, 'Signed'), 'fr');
      expect(french, from).toMatch(
        /^Une candidature au statut « \u2068.+\u2069 » ne peut pas passer à « \u2068Signé\u2069 »\.$/,
      );
      expect(french, from).not.toContain(from);
    }
  });
});

describe('application moves', () => {
  it('lets nothing leave Withdrawn, for the poster or the player', () => {
    for (const to of APPLICATION_STATUSES) {
      expect(canMoveApplication('Withdrawn', to, 'poster')).toBe(false);
      expect(canMoveApplication('Withdrawn', to, 'player')).toBe(false);
    }
  });

  it('lets the player only withdraw, and not once withdrawn, signed or not selected', () => {
    const settled = ['Withdrawn', 'Signed', 'Not selected'];
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        expect(canMoveApplication(from, to, 'player'), `${from} -> ${to}`).toBe(
          to === 'Withdrawn' && !settled.includes(from),
        );
      }
    }
  });

  it('never lets the poster withdraw or go back to Submitted', () => {
    for (const from of APPLICATION_STATUSES) {
      expect(canMoveApplication(from, 'Withdrawn', 'poster')).toBe(false);
      expect(canMoveApplication(from, 'Submitted', 'poster')).toBe(false);
    }
  });

  it('lets the poster shortlist, invite and decline a new application, and reopen a declined one', () => {
    expect(canMoveApplication('Submitted', 'Shortlisted', 'poster')).toBe(true);
    expect(canMoveApplication('Submitted', 'Invited to trial', 'poster')).toBe(true);
    expect(canMoveApplication('Viewed', 'Declined', 'poster')).toBe(true);
    expect(canMoveApplication('Declined', 'Shortlisted', 'poster')).toBe(true);
    expect(canMoveApplication('Declined', 'Declined', 'poster')).toBe(false);
    // An invitation can be sent again (rescheduled); a status cannot be set to itself otherwise.
    expect(canMoveApplication('Invited to trial', 'Invited to trial', 'poster')).toBe(true);
    expect(canMoveApplication('Shortlisted', 'Shortlisted', 'poster')).toBe(false);
  });

  it('lets the poster record a trial’s outcome only after an invitation (decision 065)', () => {
    const outcomes = ['Contract offered', 'Signed', 'Not selected'] as const;
    const allowed: Record<string, readonly string[]> = {
      'Invited to trial': outcomes,
      'Contract offered': ['Signed', 'Not selected'],
    };
    for (const from of APPLICATION_STATUSES) {
      for (const to of outcomes) {
        expect(canMoveApplication(from, to, 'poster'), `${from} -> ${to}`).toBe(allowed[from]?.includes(to) ?? false);
      }
    }
  });

  it('lets nothing leave Signed, and reopens Not selected as Declined is', () => {
    for (const to of APPLICATION_STATUSES) expect(canMoveApplication('Signed', to, 'poster')).toBe(false);
    const reopened = APPLICATION_STATUSES.filter((to) => canMoveApplication('Not selected', to, 'poster'));
    expect(reopened).toEqual(['Shortlisted', 'Invited to trial']);
    // A contract offered is signed or not; it does not go back to earlier steps.
    expect(APPLICATION_STATUSES.filter((to) => canMoveApplication('Contract offered', to, 'poster'))).toEqual([
      'Signed',
      'Not selected',
    ]);
  });

  it("offers in the poster's menu the moves that need no form, never the current status", () => {
    expect(posterChoices('Submitted')).toEqual(['Viewed', 'Shortlisted', 'Declined']);
    expect(posterChoices('Invited to trial')).toEqual([
      'Shortlisted',
      'Declined',
      'Contract offered',
      'Signed',
      'Not selected',
    ]);
    expect(posterChoices('Contract offered')).toEqual(['Signed', 'Not selected']);
    expect(posterChoices('Not selected')).toEqual(['Shortlisted']);
    expect(posterChoices('Signed')).toEqual([]);
    expect(posterChoices('Withdrawn')).toEqual([]);
  });

  it('counts withdrawn, declined, signed and not selected applications as out of play', () => {
    expect(APPLICATION_STATUSES.filter((status) => !isApplicationActive(status))).toEqual([
      'Declined',
      'Withdrawn',
      'Signed',
      'Not selected',
    ]);
    expect(isApplicationActive('Contract offered')).toBe(true);
  });

  it('offers two or three kind decline templates', () => {
    expect(DECLINE_TEMPLATES.length).toBeGreaterThanOrEqual(2);
    expect(DECLINE_TEMPLATES.length).toBeLessThanOrEqual(3);
    for (const template of DECLINE_TEMPLATES) expect(template.text).toMatch(/^Thank you/);
  });
});

describe('answer requests', () => {
  it('refuses an unknown status and a message over its limit', () => {
    expect(ZSetApplicationStatusRequest.safeParse({ status: 'Hired' }).success).toBe(false);
    const long = ZSetApplicationStatusRequest.safeParse({ status: 'Declined', message: 'x'.repeat(1001) });
    expect(long.success).toBe(false);
    expect(ZSetApplicationStatusRequest.parse({ status: 'Declined', message: '  ' })).toEqual({
      status: 'Declined',
      message: null,
    });
  });

  it('wants a trial in the future at a named venue', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(ZTrialInvitationRequest.parse({ startsAt: future, venue: ' Pitch 2 ' })).toEqual({
      startsAt: future,
      venue: 'Pitch 2',
      details: '',
    });
    const past = ZTrialInvitationRequest.safeParse({ startsAt: '2020-01-01T10:00:00Z', venue: 'Pitch 2' });
    expect(past.error?.issues[0]?.message).toBe(APPLICATION_MESSAGES.trialInPast);
    expect(ZTrialInvitationRequest.safeParse({ startsAt: future, venue: '' }).success).toBe(false);
    expect(ZTrialInvitationRequest.safeParse({ startsAt: future, venue: 'v'.repeat(201) }).success).toBe(false);
    expect(ZTrialInvitationRequest.safeParse({ startsAt: 'tomorrow', venue: 'Pitch 2' }).success).toBe(false);
  });

  it('takes accept or decline as the answer', () => {
    expect(ZTrialAnswerRequest.safeParse({ answer: 'accept' }).success).toBe(true);
    expect(ZTrialAnswerRequest.safeParse({ answer: 'maybe' }).success).toBe(false);
  });
});
