import './Tabs.css';

import type { KeyboardEvent, ReactNode } from 'react';

import { useLocale } from '../../i18n/I18nProvider';
import { textDirection } from '../../i18n/locales';

export interface TabItem<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  /** Prefix of the tab and panel ids; pair it with <TabPanel tabsId=…>. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'pills' for filters, 'underline' (default) for sections. */
  look?: 'underline' | 'pills';
  className?: string;
}

function tabId(tabsId: string, value: string) {
  return `${tabsId}-tab-${value}`;
}

function tabPanelId(tabsId: string, value: string) {
  return `${tabsId}-panel-${value}`;
}

/** An ARIA tab list: one tab in the Tab order, arrows/Home/End move between enabled tabs and select them. */
export function Tabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  look = 'underline',
  className,
}: TabsProps<T>) {
  // Right-to-left, the next tab is on the left.
  const rtl = textDirection(useLocale()) === 'rtl';
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const current = enabled.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: rtl ? current - 1 : current + 1,
      ArrowDown: current + 1,
      ArrowLeft: rtl ? current + 1 : current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    if (!(event.key in moves) || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(moves[event.key] + enabled.length) % enabled.length];
    onChange(next.value);
    document.getElementById(tabId(id, next.value))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={['tabs', `tabs--${look}`, className].filter(Boolean).join(' ')}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(id, tab.value)}
            aria-selected={selected}
            aria-controls={tabPanelId(id, tab.value)}
            tabIndex={selected ? 0 : -1}
            disabled={tab.disabled}
            className="tabs__tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  tabsId: string;
  value: string;
  children: ReactNode;
  className?: string;
}

/** The panel of the selected tab (render only the selected one). */
export function TabPanel({ tabsId, value, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(tabsId, value)}
      aria-labelledby={tabId(tabsId, value)}
      tabIndex={0}
      className={['tabs__panel', className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
