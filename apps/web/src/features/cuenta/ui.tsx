/** The look the account screens share: cards, buttons, back links and the result panels of the token pages. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/icon';
import { Modal, type ModalSize } from '../../components/modal';
import { PageTitle } from '../../components/page-title';

export const BUTTON_PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm ' +
  'hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70';
export const BUTTON_DANGER =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 font-semibold text-white shadow-sm ' +
  'hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
export const BUTTON_SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const TEXT_LINK = 'font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100';

/**
 * A yes/no question in a dialog: the safe answer first (`cancelLabel`, 'No' by default), then the action, red when
 * `danger`; `busyLabel` replaces the action's text while it runs.
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
          <button type="button" className={danger ? BUTTON_DANGER : BUTTON_PRIMARY} disabled={busy} onClick={onConfirm}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

export const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/** The back link of every account sub-screen ('Ir a mi cuenta' in the company area, 'Regresar' for applicants). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}

type Tone = 'brand' | 'success' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100',
  success: 'bg-green-50 text-green-700 dark:bg-green-950 dark:text-green-300',
  warning: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
};

/** A round icon badge at the head of a card. */
export function IconBadge({ name, tone = 'brand', className = '' }: { name: IconName; tone?: Tone; className?: string }) {
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${TONES[tone]} ${className}`}>
      <Icon name={name} className="size-6" />
    </span>
  );
}

/**
 * The centred card of the public one-step pages (continue registration, confirmations, recovery, new password):
 * an icon, the page title, its text and whatever follows.
 */
export function CenteredCard({
  icon,
  tone = 'brand',
  title,
  subtitle,
  children,
  wide = false,
}: {
  icon: IconName;
  tone?: Tone;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-lg'} ${CARD}`}>
      <div className="mb-2 flex justify-center">
        <IconBadge name={icon} tone={tone} />
      </div>
      <div className="text-center">
        <PageTitle subtitle={subtitle}>{title}</PageTitle>
      </div>
      {children}
    </section>
  );
}

/** A block of the account summary: title, optional icon and action links at the bottom. */
export function AccountBlock({
  id,
  icon,
  title,
  description,
  children,
  actions,
  tone = 'brand',
}: {
  id: string;
  icon: IconName;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: Tone;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <IconBadge name={icon} tone={tone} className="size-10!" />
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
        </div>
      </div>
      {children && <div className="mt-4 flex-1">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
    </section>
  );
}

/** Label/value pairs of the summary. */
export function DataList({ items, columns = 2 }: { items: { label: string; value: ReactNode }[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{item.label}</dt>
          <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The frame of an account sub-screen: back link, title and a card with the form. */
export function AccountSubPage({
  backTo,
  backLabel,
  title,
  subtitle,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <BackLink to={backTo}>{backLabel}</BackLink>
      <PageTitle subtitle={subtitle}>{title}</PageTitle>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
    </div>
  );
}
