import './FloatingButton.css';

import { Icon } from '../components/ui';
import { useScrolledPast } from '../lib/useScrolledPast';
import { SCROLL_UP_VISIBLE_AT_PX } from './scrollThresholds';

export function ScrollUpButton() {
  const visible = useScrolledPast(SCROLL_UP_VISIBLE_AT_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="floating-button floating-button--up"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
