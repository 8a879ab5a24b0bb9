import type { ComponentType } from 'react';

/**
 * The dialog mounted only while open, so every opening starts afresh from its props (no value, file or error left
 * over from the last time).
 */
export function mountedWhileOpen<Props extends { open: boolean }>(Dialog: ComponentType<Props>) {
  return function MountedWhileOpen(props: Props) {
    return props.open ? <Dialog {...props} /> : null;
  };
}
