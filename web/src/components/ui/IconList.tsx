import { Icon, type IconName } from './Icon';

export interface IconListItem {
  icon: IconName;
  /** Also the item's key: the texts of one list differ. */
  text: string;
}

/** A short list where each line starts with its icon (package facts, promises, what is included). */
export function IconList({ items, className }: { items: readonly IconListItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.text}>
          <Icon name={item.icon} />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
