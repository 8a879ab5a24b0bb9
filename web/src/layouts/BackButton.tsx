import './BackButton.css';

import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { Icon } from '../components/ui';

/**
 * Goes back in history, or home when the page was opened directly (nothing to go back to). It rides in the sticky
 * header, so it stays on screen like a floating button while the header reserves its room: it never covers text.
 */
export function BackButton() {
  const navigate = useNavigate();
  const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return (
    <button
      type="button"
      className="back-button"
      onClick={() => void (historyIndex > 0 ? navigate(-1) : navigate('/'))}
    >
      <Icon name="arrowLeft" />
      <span className="back-button__label">
        <FormattedMessage id="layout.back.label" defaultMessage="Back" />
      </span>
    </button>
  );
}
