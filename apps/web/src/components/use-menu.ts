/**
 * A button that opens a small menu of actions (a disclosure: the button says whether it is expanded, the list is hidden
 * while closed). The menu closes on a click or a focus outside it; Escape, from the button or from any of its items,
 * closes it and gives focus back to the button, so a keyboard user never lands on <body> or on a hidden item.
 * Every such menu of the app uses this hook, so they all behave alike.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export function useMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  return {
    open,
    setOpen,
    /** The element around the button and the menu: what counts as inside, and where Escape is heard. */
    rootProps: {
      ref: rootRef,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': id,
      onClick: () => setOpen((o) => !o),
    },
    menuProps: { id, hidden: !open },
  };
}
