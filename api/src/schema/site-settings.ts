import { siteSettings, type SiteSettingsView, updateSiteSettings } from '../services/site-settings.service.ts';
import { adminOnly, builder } from './builder.ts';
import { inputMutation } from './fields.ts';

const SiteSettingsType = builder.objectRef<SiteSettingsView>('SiteSettings').implement({
  description: 'The home page’s figures: the spec’s defaults until an admin changes them.',
  fields: (t) => ({
    yearsOfService: t.exposeInt('yearsOfService'),
    partnerHotels: t.exposeInt('partnerHotels'),
    pilgrimsServed: t.exposeInt('pilgrimsServed', { description: 'Shown as "650+".' }),
    rating: t.exposeFloat('rating', { description: 'The pilgrim rating out of 5, one decimal.' }),
  }),
});

const SiteSettingsInput = builder.inputType('SiteSettingsInput', {
  description: 'The figures to change; the others stay.',
  fields: (t) => ({
    yearsOfService: t.int(),
    partnerHotels: t.int(),
    pilgrimsServed: t.int(),
    rating: t.float({ description: '0 to 5, at most one decimal.' }),
  }),
});

builder.queryField('siteSettings', (t) =>
  t.field({ type: SiteSettingsType, resolve: (_root, _args, ctx) => siteSettings(ctx) }),
);

inputMutation('updateSiteSettings', SiteSettingsType, SiteSettingsInput, updateSiteSettings, adminOnly);
