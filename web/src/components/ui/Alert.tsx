import './Alert.css';

import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';

import { Icon, type IconName } from './Icon';
import { useKitIntl } from './kitIntl';

const messages = defineMessages({
  dismiss: { id: 'ui.alert.dismiss', defaultMessage: 'Dismiss message' },
});

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  className?: string;
}

const ICONS: Record<AlertVariant, IconName> = { error: 'alert', success: 'check', info: 'info', warning: 'alert' };

/** A message banner: errors are announced at once (role=alert), the rest politely (role=status). */
export function Alert({ variant = 'info', title, children, onDismiss, className }: AlertProps) {
  const intl = useKitIntl();
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={['alert', `alert--${variant}`, className].filter(Boolean).join(' ')}
    >
      <Icon name={ICONS[variant]} className="alert__icon" />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div className="alert__text">{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="alert__close"
          onClick={onDismiss}
          aria-label={intl.formatMessage(messages.dismiss)}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}
