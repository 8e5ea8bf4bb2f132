import { Icon, type IconName } from './icon';

export type IconBadgeTone = 'brand' | 'success' | 'warning' | 'danger';

const TONES: Record<IconBadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100',
  success: 'bg-green-50 text-green-700 dark:bg-green-950 dark:text-green-300',
  warning: 'bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  danger: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
};

/** A round icon badge at the head of a card. */
export function IconBadge({ name, tone = 'brand', className = '' }: { name: IconName; tone?: IconBadgeTone; className?: string }) {
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${TONES[tone]} ${className}`}>
      <Icon name={name} className="size-6" />
    </span>
  );
}
