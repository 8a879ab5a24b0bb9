import './home/home.css';

import { useQuery } from '@apollo/client/react';

import { graphql } from '../gql';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ExperienceFigures } from './home/ExperienceFigures';
import { FeaturedPackages } from './home/FeaturedPackages';
import { FilmSection } from './home/FilmSection';
import { HomeAbout } from './home/HomeAbout';
import { HomeHero } from './home/HomeHero';
import { NewsletterSignup } from './home/NewsletterSignup';
import { PriceList } from './home/PriceList';
import { Sponsors } from './home/Sponsors';

/**
 * Everything the home page reads, in one request after its first render (docs/decisions/0034, 0035): the packages
 * (cards and price list) and the figures admins keep true (SiteSettings). Both are public catalogue reads, answered
 * from the API's cache.
 */
export const HOME_QUERY = graphql(`
  query Home {
    packages {
      id
      ...PackageSummary
      ...PriceListPackage
    }
    siteSettings {
      rating
      ...ExperienceFigures
    }
  }
`);

export function HomePage() {
  useDocumentTitle();
  const { data, loading, error } = useQuery(HOME_QUERY);
  const packages = data?.packages;

  return (
    <>
      <HomeHero rating={data?.siteSettings.rating} />
      <HomeAbout />
      <FeaturedPackages packages={packages} loading={loading} error={error} />
      {!error && <ExperienceFigures settings={data?.siteSettings} />}
      <FilmSection />
      <PriceList packages={packages ?? []} />
      <NewsletterSignup />
      <Sponsors />
    </>
  );
}
