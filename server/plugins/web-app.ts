import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/** Where Vite puts the build's content-hashed files. */
const ASSETS_PREFIX = '/assets/';
/** A hashed file never changes under its name: browsers keep it for a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the web app's build (hashed names under /assets/), served alike to every visitor. */
export function isBuiltAsset(url: string): boolean {
  return url.startsWith(ASSETS_PREFIX);
}

const API_NOT_FOUND = { he: 'הכתובת לא קיימת בממשק', en: 'No such API address', es: 'No existe esa dirección en la API' };

/**
 * Serves the built web app: its files as they are, and index.html for every other non-API path so the
 * app's router decides (an unknown API path stays a JSON 404); /api itself redirects to the API documentation.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  // The footer's API link: /api itself opens the API documentation.
  for (const url of ['/api', '/api/']) app.get(url, { config: { public: true }, schema: { hide: true } }, (_request, reply) => reply.redirect('/api/docs'));
  const hasBuild = existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    // The build's top-level files (index.html, the icons) each get a route; its hashed files one route between them,
    // /assets/*: a route per file (over a thousand) cost half a second of every start-up.
    await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: ['index.html'], globIgnore: ['assets/**'] });
    await app.register(fastifyStatic, {
      root: join(webRoot, 'assets'),
      prefix: ASSETS_PREFIX,
      wildcard: true,
      index: false,
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed file (an old build's) is a 404, not the app's page, which a browser would refuse as a script.
    if (request.url.startsWith('/api/') || request.url === '/api' || isBuiltAsset(request.url) || !hasBuild || request.method !== 'GET') {
      return reply.status(404).send(errorBody('NOT_FOUND', API_NOT_FOUND));
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
