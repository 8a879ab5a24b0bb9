import './packages.css';

import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageValue, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { type FragmentType, getFragmentData } from '../../gql';
import { QueryPlaceholder } from '../QueryStates';
import { ButtonLink, Card, EmptyState, Skeleton } from '../ui';
import { PackageCode } from './PackageCode';
import { PackageFacts } from './PackageFacts';
import { PackageImage } from './PackageImage';
import { PackagePrice } from './PackagePrice';
import { PACKAGE_SUMMARY_FRAGMENT } from './packageSummary';

const messages = defineMessages<{
  readonly from: NoMessageValues;
  readonly book: { readonly name: MessageValue };
  readonly failed: NoMessageValues;
  readonly loading: NoMessageValues;
}>({
  from: { id: 'packages.card.from', defaultMessage: 'From' },
  book: { id: 'packages.card.bookLabel', defaultMessage: 'Book {name}' },
  failed: { id: 'packages.list.failed', defaultMessage: 'Failed to load packages' },
  loading: { id: 'packages.list.loading', defaultMessage: 'Loading packages…' },
});

export function packagePath(id: number): string {
  return `/packages/${id}`;
}

export type PackageCardRef = FragmentType<typeof PACKAGE_SUMMARY_FRAGMENT>;

export interface PackageCardProps {
  pkg: PackageCardRef;
  eagerImage?: boolean;
  titleLevel: TitleLevel;
}

/** h2 when the cards are the page's main list, h3 under a section's h2: headings never skip a level. */
type TitleLevel = 2 | 3;

function PackageCard({ pkg: pkgRef, eagerImage, titleLevel }: PackageCardProps) {
  const pkg = getFragmentData(PACKAGE_SUMMARY_FRAGMENT, pkgRef);
  const intl = useIntl();
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" padding="none" interactive className="package-card">
      {/* The title link is the accessible one; the picture repeats it for pointer users only. */}
      <Link to={packagePath(pkg.id)} className="package-card__media" tabIndex={-1} aria-hidden="true">
        <PackageImage pkg={pkg} eager={eagerImage} />
      </Link>
      <div className="package-card__body">
        <PackageCode code={pkg.code} />
        <Title className="package-card__title">
          <Link to={packagePath(pkg.id)}>{pkg.name}</Link>
        </Title>
        <p className="package-card__description">{pkg.description}</p>
        <PackageFacts pkg={pkg} />
        <div className="package-card__footer">
          <PackagePrice pkg={pkg} fromLabel={intl.formatMessage(messages.from)} />
          <ButtonLink
            to="/book"
            state={{ packageId: pkg.id }}
            size="sm"
            aria-label={intl.formatMessage(messages.book, { name: pkg.name })}
          >
            <FormattedMessage id="packages.card.book" defaultMessage="Book" />
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/** Same footprint as a PackageCard, while the list loads. */
function PackageCardSkeleton() {
  return (
    <Card padding="none" className="package-card" aria-hidden="true">
      <Skeleton className="package-card__media" height="auto" />
      <div className="package-card__body">
        <Skeleton width={64} height={22} />
        <Skeleton width="70%" height={28} />
        <Skeleton height={16} />
        <Skeleton width="85%" height={16} />
        <div className="package-card__footer">
          <Skeleton width={110} height={32} />
          <Skeleton width={72} height={36} />
        </div>
      </div>
    </Card>
  );
}

function PackageGrid({ children }: { children: ReactNode }) {
  return <div className="package-grid">{children}</div>;
}

export interface PackageListProps {
  /** undefined until the query has data. */
  packages: readonly (PackageCardRef & { id: number })[] | undefined;
  loading: boolean;
  error: unknown;
  /** Skeleton cards while loading. */
  skeletons: number;
  emptyDescription?: string;
  /** How many of the first cards load their image at once (above the fold). */
  eagerImages?: number;
  /** The cards' heading level: 2 when the list is the page's content under its h1, 3 under a section's h2. */
  titleLevel?: TitleLevel;
}

/** Package cards in a grid, with the loading, failure and 'No packages yet.' states of the packages query. */
export function PackageList({
  packages,
  loading,
  error,
  skeletons,
  emptyDescription,
  eagerImages = 0,
  titleLevel = 3,
}: PackageListProps) {
  const intl = useIntl();
  if (!packages) {
    return (
      <QueryPlaceholder
        error={error}
        loading={loading}
        failedText={intl.formatMessage(messages.failed)}
        loadingText={intl.formatMessage(messages.loading)}
      >
        <PackageGrid>
          {Array.from({ length: skeletons }, (_, index) => (
            <PackageCardSkeleton key={index} />
          ))}
        </PackageGrid>
      </QueryPlaceholder>
    );
  }
  if (packages.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="packages.list.empty" defaultMessage="No packages yet." />}
        description={emptyDescription}
      />
    );
  }
  return (
    <PackageGrid>
      {packages.map((pkg, index) => (
        <PackageCard key={pkg.id} pkg={pkg} eagerImage={index < eagerImages} titleLevel={titleLevel} />
      ))}
    </PackageGrid>
  );
}
