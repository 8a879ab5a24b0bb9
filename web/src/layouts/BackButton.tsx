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
  // Read when pressed, not while rendering: the build renders the header without a window (prerender/).
  const goBack = () => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (historyIndex > 0 ? navigate(-1) : navigate('/'));
  };
  return (
    <button type="button" className="back-button" onClick={goBack}>
      <Icon name="arrowLeft" />
      <span className="back-button__label">
        <FormattedMessage id="layout.back.label" defaultMessage="Back" />
      </span>
    </button>
  );
}
