import { Card, Icon, type IconName } from '../../../components/ui';

export interface KpiCardProps {
  label: string;
  value: number;
  icon: IconName;
  detailLabel: string;
  detailValue: number;
}

export function KpiCard({ label, value, icon, detailLabel, detailValue }: KpiCardProps) {
  return (
    <Card as="section" className="admin-kpi" aria-label={label}>
      <div className="admin-kpi__head">
        <h2 className="admin-kpi__label">{label}</h2>
        <span className="icon-badge admin-kpi__icon">
          <Icon name={icon} />
        </span>
      </div>
      <p className="admin-kpi__value">{value}</p>
      <p className="admin-kpi__detail">
        {detailLabel}: <strong>{detailValue}</strong>
      </p>
    </Card>
  );
}
