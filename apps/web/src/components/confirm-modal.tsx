import type { ReactNode } from 'react';
import { BUTTON_DANGER, BUTTON_PRIMARY, BUTTON_SECONDARY } from './buttons';
import { Modal, type ModalSize } from './modal';

/**
 * A yes/no question in a dialog: the safe answer first (`cancelLabel`, 'No' by default), then the action, red when
 * `danger`; `busyLabel` replaces the action's text while it runs. `disabled` holds the action back (say, until what it
 * would touch has been read, or when the account may not take it) without the busy text, drawn as the plain button
 * (faded), not the red or blue one.
 */
export function ConfirmModal({
  open,
  title,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel = 'No',
  busy = false,
  busyLabel,
  danger = false,
  disabled = false,
  size,
  children,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  disabled?: boolean;
  size?: ModalSize;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size={size}
      // A yes/no question: Escape and the backdrop answer 'no' without asking whether to leave.
      confirmLeave={false}
      footer={
        <>
          <button type="button" className={BUTTON_SECONDARY} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={disabled && !busy ? BUTTON_SECONDARY : danger ? BUTTON_DANGER : BUTTON_PRIMARY}
            disabled={busy || disabled}
            onClick={onConfirm}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
