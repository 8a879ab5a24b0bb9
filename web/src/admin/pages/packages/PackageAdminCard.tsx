import { PackageImage } from '../../../components/packages/PackageImage';
import { Badge, Button, Card } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminPackageCardFragment } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';
import { TranslationBadges } from '../../components/ContentLanguages';
import { CancellationPolicyButton } from './CancellationPolicyButton';
import { DeparturesButton } from './DeparturesButton';
import { HotelStaysButton } from './HotelStaysButton';

export const PACKAGE_CARD = graphql(`
  fragment AdminPackageCard on Package {
    id
    code
    name
    description
    image
    price
    currency
    nights
    hotel
    haramDistanceM
    inclusions
    depositPercent
    depositAmount
    balanceDueDays
    archivedAt
    translations {
      ar {
        name
        description
        inclusions
      }
      id {
        name
        description
        inclusions
      }
    }
    missingTranslations
  }
`);

export type PackageRow = AdminPackageCardFragment;

export interface PackageAdminCardProps {
  pkg: PackageRow;
  canDelete: boolean;
  onEdit: () => void;
  onRename: () => void;
  onEditPrice: () => void;
  onUpdateImage: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

/** The stay in one line: "14 nights · Al Marwa Grand Hotel · 850 m from the Haram", as much as is known. */
function stayLine({ nights, hotel, haramDistanceM }: PackageRow): string {
  return [
    nights != null && `${nights} ${nights === 1 ? 'night' : 'nights'}`,
    hotel,
    haramDistanceM != null && `${haramDistanceM} m from the Haram`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A package in the back-office: image (code artwork, then default), code, name, stay, description, price, actions.
 * An archived package is marked and offers Restore instead of Delete.
 */
export function PackageAdminCard({
  pkg,
  canDelete,
  onEdit,
  onRename,
  onEditPrice,
  onUpdateImage,
  onDelete,
  onRestore,
}: PackageAdminCardProps) {
  const headingId = `package-${pkg.id}-name`;
  const archived = pkg.archivedAt != null;
  const stay = stayLine(pkg);
  return (
    <Card
      as="article"
      padding="none"
      className={['admin-package', archived && 'admin-package--archived'].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <PackageImage pkg={pkg} className="admin-package__image" />
      <div className="admin-package__body">
        <div className="cluster cluster--middle cluster--spread">
          <span className="cluster cluster--middle">
            <Badge variant="gold">{pkg.code}</Badge>
            {archived && <Badge variant="neutral">Archived</Badge>}
            <TranslationBadges missing={pkg.missingTranslations} translations={pkg.translations} />
          </span>
          <span className="admin-package__price">{formatPrice(pkg.price, pkg.currency)}</span>
        </div>
        <h3 id={headingId} className="admin-package__name">
          {pkg.name}
        </h3>
        {stay && <p className="admin-package__stay">{stay}</p>}
        {pkg.description && <p className="admin-package__description">{pkg.description}</p>}
        {archived && <p className="admin-package__stay">Hidden from the site; its bookings and reviews are kept.</p>}
      </div>
      <div className="admin-package__actions">
        <Button size="sm" variant="secondary" onClick={onEdit}>
          Edit<span className="sr-only"> {pkg.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRename}>
          Rename<span className="sr-only"> {pkg.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onEditPrice}>
          Price<span className="sr-only"> of {pkg.name}</span>
        </Button>
        <DeparturesButton pkg={pkg} />
        <HotelStaysButton pkg={pkg} />
        <CancellationPolicyButton pkg={pkg} />
        <Button size="sm" variant="ghost" onClick={onUpdateImage}>
          Update Image<span className="sr-only"> of {pkg.name}</span>
        </Button>
        {archived ? (
          <Button size="sm" variant="secondary" onClick={onRestore}>
            Restore<span className="sr-only"> {pkg.name}</span>
          </Button>
        ) : (
          canDelete && (
            <Button size="sm" variant="danger" onClick={onDelete}>
              Delete<span className="sr-only"> {pkg.name}</span>
            </Button>
          )
        )}
      </div>
    </Card>
  );
}
