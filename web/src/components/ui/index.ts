/**
 * Rihla's component kit: plain React + CSS on the tokens in styles/tokens.css, shared by the public site and the
 * back-office (web/src/admin). Import from 'components/ui', never from the files.
 *
 * - Button ({variant: primary|secondary|ghost|danger, size: sm|md|lg, block, icon, loading}) and ButtonLink (same
 *   look, react-router `to`); buttons default to type="button".
 * - Form controls with label above, hint, inline error and aria wiring; they accept react-hook-form's register():
 *   TextInput, Select ({options, placeholder}), Textarea, Checkbox, RadioGroup ({options, value?, inline}),
 *   NumberStepper ({value, min, max, onChange}); Field wraps any custom control.
 * - Card ({as, tone: white|sand, padding: none|md|lg, interactive}), Badge ({variant: neutral|green|gold|red|blue}).
 * - Alert ({variant: error|success|info|warning, title, onDismiss}): error has role=alert, the rest role=status.
 * - Spinner ({size, label}), Skeleton ({width, height, circle}) and SkeletonText ({titleHeight, lineHeight,
 *   lastLineWidth}: a heading and two lines) for loading without layout shift.
 * - Tabs ({id, label, tabs, value, onChange, look}) + TabPanel ({tabsId, value}); SegmentedControl ({label,
 *   options, value, onChange}) for one-of-many filters shown as pills.
 * - Table ({columns: {key, header, render?, align?, width?}[], rows, rowKey, caption, empty, loading}).
 * - Modal ({open, title, onClose, footer, size}) and
 *   useConfirm() → {confirm(message): Promise<boolean>, ask(message, action), dialog} for delete confirmations.
 * - EmptyState ({title, description, icon, action, pageTitle}), PageHeader ({eyebrow, title, description, actions}),
 *   Icon ({name, title?, filled?}), IconList ({items: {icon, text}[]}).
 */
export { Alert } from './Alert';
export { Badge, type BadgeVariant } from './Badge';
export { Button, ButtonLink, type ButtonProps } from './Button';
export { Card } from './Card';
export { useConfirm } from './ConfirmDialog';
export { EmptyState } from './EmptyState';
export {
  Checkbox,
  type CheckboxProps,
  Field,
  fieldDescription,
  RadioGroup,
  type RadioGroupProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from './Field';
export { Icon, type IconName } from './Icon';
export { IconList, type IconListItem } from './IconList';
export { Modal } from './Modal';
export { NumberStepper } from './NumberStepper';
export { PageHeader } from './PageHeader';
export { SegmentedControl } from './SegmentedControl';
export { SkeletonText } from './SkeletonText';
export { Skeleton, Spinner } from './Spinner';
export { Table, type TableColumn, type TableProps } from './Table';
export { TabPanel, Tabs } from './Tabs';
