/**
 * The premium badge of the applicant home and menu: gold, with the days left counted to
 * 23:59 Lima of expira_el. The menu is on every private page, so this module stays small; the notices of each state
 * and the calls to action are in premium-notices.tsx.
 */
import { premiumDaysLabel, premiumDaysLeft } from '@practiperu/shared/premium';
import type { SessionUser } from '@practiperu/shared/session';
import { Icon } from '../../components/icon';

export const GOLD_BADGE = 'inline-flex items-center gap-1 rounded-full bg-amber-400 font-bold text-amber-950';

/** Days left of the session's membership, or null when it is not active. */
export function daysLeftOf(user: SessionUser, now = new Date()): number | null {
  if (user.estado_pago !== 1 || !user.premium_expira_el) return null;
  return premiumDaysLeft(user.premium_expira_el, now);
}

/** "Eres Premium · 32 días restantes" (the badge shows the remaining days). */
export function PremiumBadge({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  if (user.estado_pago !== 1) return null;
  const dias = daysLeftOf(user);
  // The menu is narrow: 'Premium · 182 días' or 'Premium · hoy' (its last day) there, '182 días restantes' on the home.
  const label = dias === null ? '' : compact ? (dias > 1 ? `${dias} días` : 'hoy') : premiumDaysLabel(dias);
  return (
    <span
      className={`${GOLD_BADGE} whitespace-nowrap ${compact ? 'px-2 text-xs' : 'px-3 py-1 text-sm'}`}
      data-testid={compact ? 'menu-premium' : 'premium-badge'}
      title={compact && dias !== null && dias <= 1 ? 'Tu membresía Premium vence hoy' : undefined}
    >
      <Icon name="star" className={compact ? 'size-3' : 'size-4'} />
      {compact ? 'Premium' : 'Eres Premium'}
      {label && <span className="font-semibold">· {label}</span>}
    </span>
  );
}
