import './home/home.css';

import { usePackages } from '../components/packages/usePackages';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { ExperienceFigures } from './home/ExperienceFigures';
import { FeaturedPackages } from './home/FeaturedPackages';
import { FilmSection } from './home/FilmSection';
import { HomeAbout } from './home/HomeAbout';
import { HomeHero } from './home/HomeHero';
import { NewsletterSignup } from './home/NewsletterSignup';
import { PriceList } from './home/PriceList';
import { Sponsors } from './home/Sponsors';

export function HomePage() {
  useDocumentTitle();
  const { data, loading, error } = usePackages();
  const packages = data?.packages;

  return (
    <>
      <HomeHero />
      <HomeAbout />
      <FeaturedPackages packages={packages} loading={loading} error={error} />
      <ExperienceFigures />
      <FilmSection />
      <PriceList packages={packages ?? []} />
      <NewsletterSignup />
      <Sponsors />
    </>
  );
}
