import { z } from 'zod';

import { siteSettingsInput } from '../services/site-settings.service.ts';
import { operations } from './openapi/operation.ts';

export const siteSettingsOperations = operations(() => {
  const SiteSettings = z
    .object({
      yearsOfService: z.number().int(),
      partnerHotels: z.number().int(),
      pilgrimsServed: z.number().int().meta({ description: 'Shown as "650+".' }),
      rating: z.number().meta({ description: 'The pilgrim rating out of 5, one decimal.' }),
    })
    .meta({ id: 'SiteSettings' });

  return {
    getSiteSettings: {
      operationId: 'getSiteSettings',
      summary: 'The home page’s figures (the spec’s defaults until an admin changes them)',
      tag: 'site',
      access: 'public',
      response: SiteSettings,
    },
    updateSiteSettings: {
      operationId: 'updateSiteSettings',
      summary: 'Change some of the home page’s figures (audited)',
      tag: 'site',
      access: 'admin',
      body: siteSettingsInput,
      response: SiteSettings,
    },
  };
});
