import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSiteInfo, siteInfoFromEnv } from '../src/site.ts';

describe("the operator's details (GET /api/site)", () => {
  it('come from the settings, with an address written on one line split into its lines', async () => {
    const app = Fastify();
    registerSiteInfo(
      app,
      siteInfoFromEnv({
        OPERATOR_NAME: ' Erika Mustermann ',
        OPERATOR_ADDRESS: 'Musterstraße 1 / 12345 Berlin',
        OPERATOR_EMAIL: 'erika@example.org',
        CONTACT_URL: 'https://example.org/contact',
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contactUrl: 'https://example.org/contact',
      operator: {
        name: 'Erika Mustermann',
        address: 'Musterstraße 1\n12345 Berlin',
        email: 'erika@example.org',
      },
    });
    await app.close();
  });

  it('are null where nothing is set, and a contact link is only a web or mail address', () => {
    expect(siteInfoFromEnv({ OPERATOR_NAME: '  ', CONTACT_URL: 'javascript:alert(1)' })).toEqual({
      contactUrl: null,
      operator: { name: null, address: null, email: null },
    });
    expect(siteInfoFromEnv({ CONTACT_URL: 'mailto:hi@example.org' }).contactUrl).toBe(
      'mailto:hi@example.org',
    );
  });
});
