import { Badge, Icon, type IconName } from '../../components/ui';
import { formatPrice } from '../../lib/price';
import { formatDuration, type TravelOption, type TripMode } from '../../lib/tripSearch';

const MODE_ICONS: Record<TripMode, IconName> = { FLIGHTS: 'plane', BUS: 'bus', TRAIN: 'train', FERRY: 'ship' };

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

export function TravelOptionRow({ option, mode }: { option: TravelOption; mode: TripMode }) {
  return (
    <li className="travel-option">
      <span className="travel-option__icon">
        <Icon name={MODE_ICONS[mode]} />
      </span>
      <div className="travel-option__times">
        <span>{formatTime(option.depart)}</span>
        <span className="travel-option__duration">{formatDuration(option)}</span>
        <span>{formatTime(option.arrive)}</span>
      </div>
      <div className="travel-option__meta">
        <span className="travel-option__supplier">{option.supplier}</span>
        <Badge variant={option.klass === 'ROYAL' ? 'gold' : option.klass === 'BUSINESS' ? 'blue' : 'neutral'}>{option.klass}</Badge>
        <span className="muted">{option.seats} seats left</span>
      </div>
      <span className="travel-option__price">{formatPrice(option.price, option.currency)}</span>
    </li>
  );
}
