import './FloatingButton.css';

import { defineMessages, useIntl } from 'react-intl';

import { Icon } from '../components/ui';
import { useMediaQuery } from '../lib/useMediaQuery';
import { useScrolledPast } from '../lib/useScrolledPast';
import { useScrollingUp } from '../lib/useScrollingUp';
import { PHONE_MEDIA_QUERY, SCROLL_UP_VISIBLE_AT_PX } from './scrollThresholds';

const messages = defineMessages({
  label: { id: 'layout.scrollUp.label', defaultMessage: 'Scroll to top' },
});

/**
 * From 350px of scroll. On a phone the button would sit on the text being read, so there it shows only while the
 * reader scrolls back up (when going to the top is what they are doing) and steps aside as they read on.
 */
export function ScrollUpButton() {
  const intl = useIntl();
  const past = useScrolledPast(SCROLL_UP_VISIBLE_AT_PX);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const goingUp = useScrollingUp();
  if (!past || (phone && !goingUp)) return null;
  return (
    <button
      type="button"
      className="floating-button floating-button--up"
      aria-label={intl.formatMessage(messages.label)}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
