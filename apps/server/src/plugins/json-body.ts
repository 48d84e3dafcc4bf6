import fp from 'fastify-plugin';

const invalidJson = () => Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 });

/**
 * Fastify's own JSON parser (secure-json-parse: a body carrying `__proto__` or `constructor.prototype`
 * is refused, so it cannot poison objects built from it), except that an empty body is accepted:
 * a PUT or POST that carries no data (mark read, approve) may come with an empty JSON body.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      parse(request, body as string, (error, value) => (error ? done(invalidJson(), undefined) : done(null, value)));
    });
  },
  { name: 'json-body' },
);
