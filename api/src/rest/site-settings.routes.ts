import type { FastifyInstance } from 'fastify';

import type { AppDeps } from '../lib/context.ts';
import { siteSettingsEntry, updateSiteSettings } from '../services/site-settings.service.ts';
import { routes } from './route.ts';
import { siteSettingsOperations as ops } from './site-settings.openapi.ts';

export function siteSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = routes(app, deps);
  r.cached('/site-settings', ops('getSiteSettings'), (ctx) => siteSettingsEntry(ctx));
  r.patch('/site-settings', ops('updateSiteSettings'), (ctx, req) => updateSiteSettings(ctx, req.body));
}
