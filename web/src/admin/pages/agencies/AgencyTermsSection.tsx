import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { ROOM_LABEL } from '../../../components/packages/departureFormat';
import { Button, Select, Table, type TableColumn, TextInput, useConfirm } from '../../../components/ui';
import type { CommissionKind, RoomType } from '../../../gql/graphql';
import { currencyExponent, formatPrice, toMinorUnits } from '../../../lib/price';
import { AdminSection } from '../../components/AdminPage';
import { FeedbackBanner, useFeedback } from '../../components/useFeedback';
import type { AgencyDetail } from './AgencyPage';
import { REMOVE_TERMS_MUTATION, SET_TERMS_MUTATION } from './operations';

type Terms = AgencyDetail['terms'][number];
type PackageOption = { id: number; name: string; code: string; currency: string; archivedAt?: string | null };

// Every room type, in the order of its labels (largest room first).
const ROOM_TYPES = Object.keys(ROOM_LABEL) as RoomType[];
const KIND_OPTIONS = [
  { value: 'PERCENT_OFF', label: 'Percent off the public price' },
  { value: 'NET_PRICE', label: 'Net price per room type' },
] satisfies { value: CommissionKind; label: string }[];

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

function describe(terms: Terms): string {
  if (terms.kind === 'PERCENT_OFF') return `${percent(terms.commissionBasisPoints ?? 0)} off`;
  return terms.netPrices
    .map((price) => `${ROOM_LABEL[price.roomType]} ${formatPrice(price.amount, terms.currency)}`)
    .join(' · ');
}

/**
 * An agency's commission terms per package, each replacing its default there: a percentage off the public price,
 * or a net per-person price for each room type sold to it (a room type left blank is not sold to it).
 */
export function AgencyTermsSection({
  agency,
  packages,
  onChanged,
}: {
  agency: AgencyDetail;
  packages: PackageOption[];
  onChanged: () => void;
}) {
  const [remove] = useMutation(REMOVE_TERMS_MUTATION);
  const feedback = useFeedback();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Terms | 'new' | null>(null);
  const columns: TableColumn<Terms>[] = [
    { key: 'package', header: 'Package', render: (terms) => `${terms.packageName} (${terms.packageCode})` },
    { key: 'terms', header: 'Terms', render: describe },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      render: (terms) => (
        <div className="cluster cluster--middle">
          <Button size="sm" variant="secondary" onClick={() => setEditing(terms)}>
            Edit<span className="sr-only"> the terms on {terms.packageName}</span>
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              ask(
                `Remove the terms on ${terms.packageName}? The default commission applies there again.`,
                () =>
                  feedback.run(
                    async () => {
                      await remove({ variables: { agencyId: agency.id, packageId: terms.packageId } });
                      onChanged();
                    },
                    { success: `Removed the terms on ${terms.packageName}.` },
                  ),
                { confirmLabel: 'Remove terms' },
              )
            }
          >
            Remove<span className="sr-only"> the terms on {terms.packageName}</span>
          </Button>
        </div>
      ),
    },
  ];
  const priced = packages.filter((pkg) => !pkg.archivedAt && pkg.currency === agency.currency);
  return (
    <AdminSection
      title="Commission terms"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
          Set terms on a package
        </Button>
      }
    >
      <p className="muted">
        Default: {percent(agency.defaultCommissionBasisPoints)} off the public price on every package in{' '}
        {agency.currency}.
      </p>
      <FeedbackBanner feedback={feedback} />
      <Table
        caption="Commission terms per package"
        columns={columns}
        rows={agency.terms}
        rowKey={(terms) => terms.packageId}
        empty="No package has terms of its own: the default applies everywhere."
      />
      {editing && (
        <TermsEditor
          key={editing === 'new' ? 'new' : editing.packageId}
          agency={agency}
          terms={editing === 'new' ? null : editing}
          packages={priced}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {dialog}
    </AdminSection>
  );
}

function TermsEditor({
  agency,
  terms,
  packages,
  onDone,
  onCancel,
}: {
  agency: AgencyDetail;
  terms: Terms | null;
  packages: PackageOption[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [save, { loading }] = useMutation(SET_TERMS_MUTATION);
  const feedback = useFeedback();
  const exponent = currencyExponent(agency.currency);
  const [packageId, setPackageId] = useState(terms ? String(terms.packageId) : '');
  const [kind, setKind] = useState<CommissionKind>(terms?.kind ?? 'PERCENT_OFF');
  const [basisPoints, setBasisPoints] = useState(
    String(terms?.commissionBasisPoints ?? agency.defaultCommissionBasisPoints),
  );
  const [net, setNet] = useState<Record<RoomType, string>>(() => {
    const given = new Map(terms?.netPrices.map((price) => [price.roomType, price.amount]));
    return Object.fromEntries(
      ROOM_TYPES.map((type) => {
        const amount = given.get(type);
        return [type, amount === undefined ? '' : (amount / 10 ** exponent).toFixed(exponent)];
      }),
    ) as Record<RoomType, string>;
  });

  async function submit() {
    if (!packageId) return feedback.fail(null, 'Choose the package.');
    let netPrices: { roomType: RoomType; amount: number }[] = [];
    if (kind === 'NET_PRICE') {
      const typed = ROOM_TYPES.filter((type) => net[type].trim());
      const amounts = typed.map((roomType) => ({ roomType, amount: toMinorUnits(net[roomType], agency.currency) }));
      const unreadable = amounts.find((price) => price.amount === null);
      if (unreadable)
        return feedback.fail(
          null,
          `Write the ${ROOM_LABEL[unreadable.roomType]} net price as an amount, like 1500.00.`,
        );
      netPrices = amounts.map((price) => ({ roomType: price.roomType, amount: price.amount ?? 0 }));
    }
    const input =
      kind === 'PERCENT_OFF'
        ? { kind, commissionBasisPoints: /^\d+$/.test(basisPoints.trim()) ? Number(basisPoints) : -1 }
        : { kind, netPrices };
    const saved = await feedback.run(() =>
      save({ variables: { agencyId: agency.id, packageId: Number(packageId), input } }),
    );
    if (saved) onDone();
  }

  return (
    <form
      className="stack"
      aria-label="Package terms"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="admin-agency__inline">
        <Select
          label="Package"
          placeholder="Choose a package"
          disabled={!!terms}
          options={(terms ? [{ id: terms.packageId, name: terms.packageName, code: terms.packageCode }] : packages).map(
            (pkg) => ({ value: String(pkg.id), label: `${pkg.name} (${pkg.code})` }),
          )}
          value={packageId}
          onChange={(event) => setPackageId(event.target.value)}
        />
        <Select
          label="Terms"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.target.value as CommissionKind)}
        />
        {kind === 'PERCENT_OFF' ? (
          <TextInput
            label="Commission (basis points)"
            hint="100 = 1%, at most 5000"
            inputMode="numeric"
            value={basisPoints}
            onChange={(event) => setBasisPoints(event.target.value)}
          />
        ) : (
          ROOM_TYPES.map((type) => (
            <TextInput
              key={type}
              label={`${ROOM_LABEL[type]} net (${agency.currency})`}
              hint="Blank: not sold"
              inputMode="decimal"
              value={net[type]}
              onChange={(event) => setNet({ ...net, [type]: event.target.value })}
            />
          ))
        )}
      </div>
      <FeedbackBanner feedback={feedback} />
      <div className="cluster">
        <Button type="submit" size="sm" loading={loading}>
          Save terms
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
