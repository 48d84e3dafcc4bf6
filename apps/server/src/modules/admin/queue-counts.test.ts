import { describe, expect, it } from 'vitest';
import { createAdmin, createConsentedMinor, createMember, createVerifiedAgent } from '../../../test/factories.ts';
import { agentVerificationFields } from '../../../test/form-fields.ts';
import { multipart, pdf, png } from '../../../test/sample-files.ts';
import { TestClient, useTestApp } from '../../../test/test-app.ts';

// Building the app on a fresh database can take longer than 30 s on a busy machine.
const t = useTestApp({}, {}, 120_000);

describe('GET /api/admin/queue-counts', () => {
  it('counts what waits in each queue, and a decision takes it out', async () => {
    const admin = await createAdmin(t.app);
    const counts = async () => (await admin.client.get('/api/admin/queue-counts')).json();
    expect(await counts()).toEqual({
      reports: 0,
      verifications: 0,
      underageRequests: 0,
      transfermarktApplications: 0,
      clubVerifications: 0,
      failedMails: 0,
    });

    const player = await createMember(t.app, 'Player');
    const agent = await createVerifiedAgent(t.app);
    const minor = await createConsentedMinor(t.app);
    const report = await player.client.post('/api/reports', {
      subjectType: 'profile',
      subjectId: agent.id,
      reason: 'Other',
    });
    expect(report.statusCode).toBe(201);
    const asked = await agent.client.post('/api/underage-message-request', { agentId: agent.id, playerId: minor.id });
    expect(asked.statusCode).toBe(201);
    const applicant = await createMember(t.app, 'Agent');
    const verification = await applicant.client.request({
      method: 'POST',
      url: '/api/request-agent-verification',
      ...multipart(agentVerificationFields(applicant.id), {
        licenseFile: { filename: 'licence.pdf', data: pdf(), type: 'application/pdf' },
        idFile: { filename: 'passport.png', data: await png(), type: 'image/png' },
      }),
    });
    expect(verification.statusCode).toBe(201);
    expect(await counts()).toEqual({
      reports: 1,
      verifications: 1,
      underageRequests: 1,
      transfermarktApplications: 0,
      clubVerifications: 0,
      failedMails: 0,
    });

    await admin.client.post(`/api/admin/reports/${report.json().id}/decision`, { action: 'dismiss' });
    await admin.client.post(`/api/decline-underage-request/${asked.json().id}`, { reason: 'No' });
    expect(await counts()).toEqual({
      reports: 0,
      verifications: 1,
      underageRequests: 0,
      transfermarktApplications: 0,
      clubVerifications: 0,
      failedMails: 0,
    });
  });

  it('is for admins only: 401 anonymous, 403 for every other role', async () => {
    expect((await new TestClient(t.app).get('/api/admin/queue-counts')).statusCode).toBe(401);
    for (const role of ['Player', 'Agent', 'Scout', 'Club'] as const) {
      expect((await (await createMember(t.app, role)).client.get('/api/admin/queue-counts')).statusCode).toBe(403);
    }
  });
});
