import './packages.css';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { EmptyState, Skeleton, useConfirm } from '../../../components/ui';
import { apiUpload } from '../../../lib/rest';
import { ImageUploadDialog } from '../../components/ImageUploadDialog';
import { QueryError } from '../../components/QueryError';
import { useAdminList } from '../../components/useAdminList';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import { usePromptAction } from '../../components/usePromptAction';
import { canDelete } from '../../lib/roles';
import { useAdminRole } from '../../lib/useAdminRole';
import {
  ADMIN_DELETE_PACKAGE_MUTATION,
  ADMIN_PACKAGES_QUERY,
  ADMIN_UPDATE_PACKAGE_MUTATION,
} from '../../operations/catalog';
import { AddPackageForm } from './AddPackageForm';
import { PACKAGE_CARD, PackageAdminCard, type PackageRow } from './PackageAdminCard';
import { PriceDialog } from './PriceDialog';

const DELETE_PACKAGE_QUESTION = 'Delete this package?';
const CHOOSE_IMAGE_FIRST = 'Choose an image first';

export function PackagesTab() {
  const role = useAdminRole();
  const feedback = useFeedback();
  const packages = useAdminList(ADMIN_PACKAGES_QUERY, PACKAGE_CARD, (data) => data.packages);
  const [updatePackage] = useMutation(ADMIN_UPDATE_PACKAGE_MUTATION);
  const [deletePackage] = useMutation(ADMIN_DELETE_PACKAGE_MUTATION);
  const confirm = useConfirm();
  const prompt = usePromptAction();
  const [priceFor, setPriceFor] = useState<PackageRow | null>(null);
  const [imageFor, setImageFor] = useState<PackageRow | null>(null);

  function rename(pkg: PackageRow) {
    prompt.open({
      title: `Rename ${pkg.code}`,
      label: 'Name',
      initialValue: pkg.name,
      confirmLabel: 'Rename',
      action: async (name) => {
        await updatePackage({ variables: { id: pkg.id, input: { name } } });
        feedback.succeed(`Renamed to ${name}.`);
      },
    });
  }

  function remove(pkg: PackageRow) {
    confirm.ask(DELETE_PACKAGE_QUESTION, async () => {
      const done = await feedback.run(() => deletePackage({ variables: { id: pkg.id } }), {
        success: `Deleted ${pkg.name}.`,
        fallback: 'Could not delete the package.',
      });
      if (done) await packages.reload();
    });
  }

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
              onRename={() => rename(pkg)}
              onEditPrice={() => setPriceFor(pkg)}
              onUpdateImage={() => setImageFor(pkg)}
              onDelete={() => remove(pkg)}
            />
          ))}
        </div>
      )}
      {confirm.dialog}
      {prompt.dialog}
      <PriceDialog
        open={priceFor !== null}
        title={priceFor ? `Price of ${priceFor.name}` : 'Price'}
        price={priceFor?.price ?? null}
        currency={priceFor?.currency ?? 'USD'}
        onClose={() => setPriceFor(null)}
        onSave={async (change) => {
          if (!priceFor) return;
          await updatePackage({ variables: { id: priceFor.id, input: change } });
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
