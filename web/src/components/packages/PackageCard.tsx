import './packages.css';

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { PackageSummaryFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/price';
import { Badge, ButtonLink, Card, Skeleton } from '../ui';
import { PackageFacts } from './PackageFacts';
import { PackageImage } from './PackageImage';

export function packagePath(id: number): string {
  return `/packages/${id}`;
}

export interface PackageCardProps {
  pkg: PackageSummaryFragment;
  eagerImage?: boolean;
}

export function PackageCard({ pkg, eagerImage }: PackageCardProps) {
  return (
    <Card as="article" padding="none" interactive className="package-card">
      {/* The title link is the accessible one; the picture repeats it for pointer users only. */}
      <Link to={packagePath(pkg.id)} className="package-card__media" tabIndex={-1} aria-hidden="true">
        <PackageImage pkg={pkg} eager={eagerImage} />
      </Link>
      <div className="package-card__body">
        <Badge variant="gold">{pkg.code}</Badge>
        <h3 className="package-card__title">
          <Link to={packagePath(pkg.id)}>{pkg.name}</Link>
        </h3>
        <p className="package-card__description">{pkg.description}</p>
        <PackageFacts pkg={pkg} />
        <div className="package-card__footer">
          <p className="price">
            <span className="price__label">{pkg.price == null ? 'Price' : 'From'}</span>
            <span className="price__value">{formatPrice(pkg.price, pkg.currency)}</span>
          </p>
          <ButtonLink to="/book" state={{ packageId: pkg.id }} size="sm" aria-label={`Book ${pkg.name}`}>
            Book
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}

/** Same footprint as a PackageCard, while the list loads. */
export function PackageCardSkeleton() {
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

export function PackageGrid({ children }: { children: ReactNode }) {
  return <div className="package-grid">{children}</div>;
}
