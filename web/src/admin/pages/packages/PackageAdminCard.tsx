import { PackageImage } from '../../../components/packages/PackageImage';
import { Badge, Button, Card } from '../../../components/ui';
import { graphql } from '../../../gql';
import type { AdminPackageCardFragment } from '../../../gql/graphql';
import { formatPrice } from '../../../lib/price';

export const PACKAGE_CARD = graphql(`
  fragment AdminPackageCard on Package {
    id
    code
    name
    description
    image
    price
    currency
  }
`);

export type PackageRow = AdminPackageCardFragment;

export interface PackageAdminCardProps {
  pkg: PackageRow;
  canDelete: boolean;
  onRename: () => void;
  onEditPrice: () => void;
  onUpdateImage: () => void;
  onDelete: () => void;
}

/** A package in the back-office: image (code artwork, then default), code, name, description, price, actions. */
export function PackageAdminCard({
  pkg,
  canDelete,
  onRename,
  onEditPrice,
  onUpdateImage,
  onDelete,
}: PackageAdminCardProps) {
  const headingId = `package-${pkg.id}-name`;
  return (
    <Card as="article" padding="none" className="admin-package" aria-labelledby={headingId}>
      <PackageImage pkg={pkg} className="admin-package__image" />
      <div className="admin-package__body">
        <div className="cluster cluster--middle cluster--spread">
          <Badge variant="gold">{pkg.code}</Badge>
          <span className="admin-package__price">{formatPrice(pkg.price, pkg.currency)}</span>
        </div>
        <h3 id={headingId} className="admin-package__name">
          {pkg.name}
        </h3>
        {pkg.description && <p className="admin-package__description">{pkg.description}</p>}
      </div>
      <div className="admin-package__actions">
        <Button size="sm" variant="secondary" onClick={onRename}>
          Rename<span className="sr-only"> {pkg.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onEditPrice}>
          Price<span className="sr-only"> of {pkg.name}</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onUpdateImage}>
          Update Image<span className="sr-only"> of {pkg.name}</span>
        </Button>
        {canDelete && (
          <Button size="sm" variant="danger" onClick={onDelete}>
            Delete<span className="sr-only"> {pkg.name}</span>
          </Button>
        )}
      </div>
    </Card>
  );
}
