import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { z } from 'zod';

import {
  Form,
  FormActions,
  serverMessage,
  SubmitButton,
  TextField,
  useServerSubmit,
  useZodForm,
} from '../../components/form';
import { Alert, Card } from '../../components/ui';
import { getFragmentData, graphql } from '../../gql';
import type { SiteSettingsFieldsFragment } from '../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { QueryError } from '../components/QueryError';

const SITE_SETTINGS_FIELDS = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    yearsOfService
    partnerHotels
    pilgrimsServed
    rating
  }
`);

export const SITE_SETTINGS_QUERY = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...SiteSettingsFields
    }
  }
`);

export const UPDATE_SITE_SETTINGS = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!) {
    updateSiteSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);

const WHOLE_NUMBER = /^\d+$/;
const count = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => WHOLE_NUMBER.test(value), `${label} must be a whole number, 0 or more.`)
    .transform(Number);

const figuresSchema = z.object({
  yearsOfService: count('Years of service'),
  partnerHotels: count('Partner hotels'),
  pilgrimsServed: count('Pilgrims served'),
  rating: z
    .string()
    .trim()
    .refine((value) => /^\d(\.\d)?$/.test(value) && Number(value) <= 5, 'The rating must be from 0 to 5, e.g. 4.8.')
    .transform(Number),
});

type Figures = SiteSettingsFieldsFragment;

const asText = (figures: Figures) => ({
  yearsOfService: String(figures.yearsOfService),
  partnerHotels: String(figures.partnerHotels),
  pilgrimsServed: String(figures.pilgrimsServed),
  rating: figures.rating.toFixed(1),
});

function FiguresForm({ figures }: { figures: Figures }) {
  const form = useZodForm(figuresSchema, asText(figures));
  const [update] = useMutation(UPDATE_SITE_SETTINGS);
  const [saved, setSaved] = useState(false);
  const { submit, failure } = useServerSubmit(async (input: z.output<typeof figuresSchema>) => {
    setSaved(false);
    await update({ variables: { input } });
    setSaved(true);
  }, serverMessage('The figures could not be saved.'));
  return (
    <Form form={form} onSubmit={submit} aria-label="Home page figures" className="admin-form admin-form--grid">
      <TextField name="yearsOfService" label="Years of service" inputMode="numeric" required />
      <TextField name="partnerHotels" label="Partner hotels" inputMode="numeric" required />
      <TextField name="pilgrimsServed" label="Pilgrims served" hint='Shown as "650+".' inputMode="numeric" required />
      <TextField name="rating" label="Pilgrim rating" hint="Out of 5, one decimal." inputMode="decimal" required />
      <FormActions failure={failure} className="admin-span-2">
        {saved && <Alert variant="success">Saved: the home page shows these figures now.</Alert>}
        <SubmitButton>Save figures</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** Site settings (ADMIN): the home page's figures, the spec's until changed, so an operator keeps them true. */
export function SiteSettingsPage() {
  const { data, error } = useQuery(SITE_SETTINGS_QUERY, { fetchPolicy: 'network-only' });
  return (
    <AdminPage
      title="Site settings"
      description="The figures on the home page (years of service, partner hotels, pilgrims served, the pilgrim rating). Keep them true: every change is in the Activity log."
    >
      <Card as="section" padding="lg" aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="admin-section__title">
          Home page figures
        </h2>
        {error && <QueryError error={error} what="the figures" />}
        {data && <FiguresForm figures={getFragmentData(SITE_SETTINGS_FIELDS, data.siteSettings)} />}
      </Card>
    </AdminPage>
  );
}
