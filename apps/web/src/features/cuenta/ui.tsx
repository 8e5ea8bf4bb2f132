/** The look of the account screens: the centred card of the token pages, the summary blocks and the sub-screen frame. */
import type { ReactNode } from 'react';
import { BackLink } from '../../components/back-link';
import { CARD } from '../../components/card';
import { IconBadge, type IconBadgeTone } from '../../components/icon-badge';
import type { IconName } from '../../components/icon';
import { PageTitle } from '../../components/page-title';

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
  tone?: IconBadgeTone;
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
  tone?: IconBadgeTone;
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
