import './FloatingButton.css';

import { useNavigate } from 'react-router-dom';

import { Icon } from '../components/ui';

/** Goes back in history, or home when the page was opened directly (nothing to go back to). */
export function BackButton() {
  const navigate = useNavigate();
  const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return (
    <button
      type="button"
      className="floating-button floating-button--back"
      onClick={() => void (historyIndex > 0 ? navigate(-1) : navigate('/'))}
    >
      <Icon name="arrowLeft" />
      <span className="floating-button__label">Back</span>
    </button>
  );
}
