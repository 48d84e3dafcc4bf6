import { ERROR_CODES } from '@scouting/contract/error-codes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type Operation = { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };

async function operation(path: string, method: string): Promise<Operation> {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  return document.paths[path][method];
}

describe('error answers in the OpenAPI document', () => {
  it("lists what a route's guards, schema, write limit and business rules can answer, in the one error shape", async () => {
    const status = await operation('/api/applications/{id}/status', 'put');
    expect(Object.keys(status.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '415', '429']);
    const error = status.responses['409']?.content?.['application/json']?.schema as {
      properties: { code: { enum: string[] } };
      required: string[];
    };
    expect(error.properties.code.enum).toEqual(ERROR_CODES);
    expect(error.required.sort()).toEqual(['code', 'error']);
  });

  it('leaves out what a route cannot answer: a public read with no input has no error answers', async () => {
    const countries = await operation('/api/countries', 'get');
    expect(Object.keys(countries.responses)).toEqual(['200']);
    // A signed-in read without input: only who may call it.
    const me = await operation('/api/my-applications', 'get');
    expect(Object.keys(me.responses).sort()).toEqual(['200', '400', '401', '403']);
  });

  it('answers every error with a code of the contract, a framework error included', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in-methods',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(ERROR_CODES).toContain(malformed.json().code);
  });
});
