import type { RegistrationRole } from '@scouting/contract/fixtures/members';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createMember } from './factories.ts';
import { TestClient } from './test-app.ts';

/**
 * A route kept from anonymous callers (401) and from members of `role` (403 WRONG_ROLE); `send`
 * makes the same request as each of them. Returns the refused member for further checks.
 */
export async function expectSignedOutAndRoleRefused(
  app: FastifyInstance,
  role: RegistrationRole,
  send: (client: TestClient) => Promise<LightMyRequestResponse>,
) {
  expect((await send(new TestClient(app))).statusCode).toBe(401);
  const member = await createMember(app, role);
  const refused = await send(member.client);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('WRONG_ROLE');
  return member;
}
