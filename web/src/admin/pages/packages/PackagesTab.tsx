import './packages.css';

import { useState } from 'react';

import { EmptyState, Skeleton } from '../../../components/ui';
import { apiUpload } from '../../../lib/rest';
import { ImageUploadDialog } from '../../components/ImageUploadDialog';
import { QueryError } from '../../components/QueryError';
import { useCatalogList } from '../../components/useCatalogList';
import { FeedbackBanner } from '../../components/useFeedback';
import { canDelete } from '../../lib/roles';
import { useAdminRole } from '../../lib/useAdminRole';
import { AddPackageForm } from './AddPackageForm';
import { PACKAGES_CATALOG } from './catalogs';
import { PACKAGE_CARD, PackageAdminCard, type PackageRow } from './PackageAdminCard';
import { PackageEditor } from './PackageEditor';
import { PriceDialog } from './PriceDialog';
import { usePackageRemoval } from './usePackageRemoval';

const CHOOSE_IMAGE_FIRST = 'Choose an image first';

export function PackagesTab() {
  const role = useAdminRole();
  const catalog = useCatalogList(PACKAGES_CATALOG, PACKAGE_CARD, { one: 'package' });
  const { list: packages, feedback } = catalog;
  const [priceFor, setPriceFor] = useState<PackageRow | null>(null);
  const [imageFor, setImageFor] = useState<PackageRow | null>(null);
  const [editing, setEditing] = useState<PackageRow | null>(null);
  const removal = usePackageRemoval(feedback, packages.reload);

  return (
    <div className="stack admin-tab">
      <AddPackageForm onCreated={packages.reload} />
      <FeedbackBanner feedback={feedback} />
      {packages.error ? (
        <QueryError error={packages.error} what="packages" onRetry={() => void packages.reload()} />
      ) : packages.loading ? (
        <div className="admin-package-grid" aria-busy="true">
          <span className="sr-only" role="status">
            Loading packages…
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={280} />
          ))}
        </div>
      ) : packages.rows.length === 0 ? (
        <EmptyState title="No packages yet." description="Add the first package with the form above." />
      ) : (
        <div className="admin-package-grid">
          {packages.rows.map((pkg) => (
            <PackageAdminCard
              key={pkg.id}
              pkg={pkg}
              canDelete={canDelete(role)}
              onEdit={() => setEditing(pkg)}
              onRename={() => catalog.askRename(pkg)}
              onEditPrice={() => setPriceFor(pkg)}
              onUpdateImage={() => setImageFor(pkg)}
              onDelete={() => void removal.askDelete(pkg)}
              onRestore={() => void removal.restore(pkg)}
            />
          ))}
        </div>
      )}
      {catalog.dialogs}
      {removal.dialog}
      {editing && (
        <PackageEditor
          pkg={editing}
          onClose={() => setEditing(null)}
          onSave={async (edit) => {
            await catalog.update(editing, edit);
            feedback.succeed(`${edit.name} saved.`);
          }}
        />
      )}
      <PriceDialog
        open={priceFor !== null}
        title={priceFor ? `Price of ${priceFor.name}` : 'Price'}
        price={priceFor?.price ?? null}
        currency={priceFor?.currency ?? 'USD'}
        onClose={() => setPriceFor(null)}
        onSave={async (change) => {
          if (!priceFor) return;
          await catalog.update(priceFor, change);
          feedback.succeed(
            'clearPrice' in change ? `${priceFor.name} now shows “Contact”.` : `Price of ${priceFor.name} saved.`,
          );
        }}
      />
      <ImageUploadDialog
        open={imageFor !== null}
        title={imageFor ? `Image for ${imageFor.name}` : 'Image'}
        label="Package image"
        missingMessage={CHOOSE_IMAGE_FIRST}
        submitLabel="Update Image"
        onClose={() => setImageFor(null)}
        onUpload={async (file) => {
          if (!imageFor) return;
          await apiUpload(`/packages/${imageFor.id}`, 'image', file, {}, 'PATCH');
          feedback.succeed(`Image of ${imageFor.name} updated.`);
          await packages.reload();
        }}
      />
    </div>
  );
}
