import './PackageDetailPage.css';

import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';

import { CancellationPolicy } from '../components/packages/CancellationPolicy';
import { DeparturesList } from '../components/packages/DeparturesList';
import { PackageCode } from '../components/packages/PackageCode';
import { PackageFacts } from '../components/packages/PackageFacts';
import { PackageImage } from '../components/packages/PackageImage';
import { PackagePrice } from '../components/packages/PackagePrice';
import { PackageReviews } from '../components/packages/PackageReviews';
import { PACKAGE_SUMMARY_FRAGMENT } from '../components/packages/packageSummary';
import { PageLoadFailed, PageNotFound } from '../components/QueryStates';
import { ServerContent } from '../components/ServerContent';
import { ButtonLink, Card, IconList, type IconListItem, Skeleton, SkeletonText } from '../components/ui';
import { graphql } from '../gql';
import { getFragmentData } from '../gql';
import type { PackageSale } from '../gql/graphql';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export const PACKAGE_QUERY = graphql(`
  query Package($id: Int!) {
    package(id: $id) {
      id
      inclusions
      ...PackageSummary
      ...DeparturesList
    }
  }
`);

const messages = defineMessages({
  documentTitle: { id: 'packages.detail.documentTitle', defaultMessage: 'Package' },
  failed: { id: 'packages.detail.failed', defaultMessage: 'Failed to load package' },
  notFound: {
    id: 'packages.detail.notFound',
    defaultMessage: 'This package may have been retired. Browse the current departures instead.',
  },
  seeAll: { id: 'packages.detail.seeAll', defaultMessage: 'See all packages' },
  booking: { id: 'packages.detail.booking', defaultMessage: 'Book this package' },
  from: { id: 'packages.detail.from', defaultMessage: 'Per pilgrim, from' },
});

/** What the booking card says under the price, by what can be booked now. */
const SALE_NOTES = defineMessages({
  ON_SALE: { id: 'packages.detail.reserve', defaultMessage: 'Reserve now and pay securely by card.' },
  ON_REQUEST: { id: 'packages.detail.quote', defaultMessage: 'Tell us your dates and we will send a personal quote.' },
  NOT_ON_SALE: {
    id: 'packages.detail.notOnSale',
    defaultMessage: 'Every upcoming departure is full or closed. Ask us about the next one.',
  },
} satisfies Record<PackageSale, unknown>);

/** A package's id from the URL, or null when it is not a positive integer. */
function parsePackageId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function PackageDetailPage() {
  const intl = useIntl();
  const id = parsePackageId(useParams().id);
  const { data, loading, error } = useQuery(PACKAGE_QUERY, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const pkg = getFragmentData(PACKAGE_SUMMARY_FRAGMENT, data?.package);
  // Each package lists its own inclusions (a Hajj package is not an Umrah one); none listed, no section.
  const included: IconListItem[] = (data?.package?.inclusions ?? []).map((text) => ({ icon: 'check', text }));
  useDocumentTitle(pkg?.name ?? intl.formatMessage(messages.documentTitle));

  if (id !== null && loading && !data) {
    return (
      <ServerContent
        fallback={
          <div className="page container">
            <p role="status" className="package-detail__loading">
              <FormattedMessage id="packages.detail.loading" defaultMessage="Loading…" />
            </p>
            <div className="package-detail">
              <Skeleton className="package-detail__media" height="auto" />
              <div className="stack">
                <SkeletonText titleHeight={44} lineHeight={18} lastLineWidth="80%" />
              </div>
            </div>
          </div>
        }
      />
    );
  }

  if (error && !data) return <PageLoadFailed error={error} failedText={intl.formatMessage(messages.failed)} />;

  if (!pkg) {
    return (
      <PageNotFound
        description={intl.formatMessage(messages.notFound)}
        backTo="/packages"
        backLabel={intl.formatMessage(messages.seeAll)}
      />
    );
  }

  return (
    <div className="page container">
      <article className="package-detail">
        <div className="package-detail__media media-fill">
          <PackageImage pkg={pkg} eager />
        </div>
        <div className="stack package-detail__content">
          <PackageCode code={pkg.code} />
          <h1>{pkg.name}</h1>
          <PackageFacts pkg={pkg} />
          <p className="package-detail__description">{pkg.description}</p>
          {included.length > 0 && (
            <section aria-labelledby="included-heading" className="package-detail__included">
              <h2 id="included-heading">
                <FormattedMessage id="packages.detail.included" defaultMessage="What is included" />
              </h2>
              <IconList items={included} />
            </section>
          )}
          {data?.package && <DeparturesList pkg={data.package} />}
          <CancellationPolicy packageId={pkg.id} />
          <PackageReviews packageId={pkg.id} />
        </div>
        <Card
          as="aside"
          tone="white"
          padding="lg"
          className="package-detail__booking"
          aria-label={intl.formatMessage(messages.booking)}
        >
          <PackagePrice pkg={pkg} fromLabel={intl.formatMessage(messages.from)} />
          <p className="muted">{intl.formatMessage(SALE_NOTES[pkg.sale])}</p>
          <ButtonLink to="/book" state={{ packageId: pkg.id }} block size="lg">
            {intl.formatMessage(messages.booking)}
          </ButtonLink>
          <ButtonLink to="/consultation" variant="ghost" block>
            <FormattedMessage id="packages.detail.ask" defaultMessage="Ask a question first" />
          </ButtonLink>
        </Card>
      </article>
    </div>
  );
}
