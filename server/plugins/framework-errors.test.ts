import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerFrameworkError } from './framework-errors';

describe('errors met before routing', () => {
  it('answer in the error shape, in Hebrew and English, not in Fastify’s own', async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    app.delete('/items/:id', async () => ({ deleted: true }));
    // The bytes a lone surrogate would take in UTF-8, and a parameter past Fastify's 100 characters.
    for (const [url, status] of [['/items/%ED%A0%80', 400], [`/items/${'a'.repeat(5000)}`, 414]] as const) {
      const response = await app.inject({ method: 'DELETE', url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', messages: { he: expect.any(String), en: expect.any(String) } });
    }
  });
});
