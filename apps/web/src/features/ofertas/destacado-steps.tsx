/** The featured flow's 3 steps: offer, payment, done. */
import { Icon } from '../../components/icon';

const PASOS_PAGO = ['Datos de la oferta', 'Pago', 'Listo'] as const;
/** A recruiter seat cannot pay: its path ends when it hands the offer to an administrator. */
const PASOS_SOLICITUD = ['Preparar la oferta', 'Un administrador paga'] as const;

export function DestacadoSteps({ current, solicitud = false }: { current: 1 | 2 | 3; solicitud?: boolean }) {
  const STEPS = solicitud ? PASOS_SOLICITUD : PASOS_PAGO;
  return (
    <nav aria-label="Pasos del aviso destacado" className="mb-6">
      <p className="mb-2 text-sm font-semibold text-brand-700 dark:text-brand-100">
        Paso {current} de {STEPS.length}
      </p>
      <ol className={`grid gap-2 ${solicitud ? 'grid-cols-2' : 'grid-cols-3'}`}>
        {STEPS.map((label, i) => {
          const step = i + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={`flex items-center gap-2 border-t-4 pt-2 text-sm ${
                done || active ? 'border-brand-600 dark:border-brand-400' : 'border-slate-200 dark:border-slate-700'
              }`}
            >
              <span
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  done
                    ? 'bg-brand-600 text-white'
                    : active
                      ? 'border-2 border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-100'
                      : 'border-2 border-slate-300 text-slate-500 dark:border-slate-600 dark:text-slate-400'
                }`}
              >
                {done ? <Icon name="check" className="size-4" /> : step}
              </span>
              <span className={active ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400'}>
                {label}
                {done && <span className="sr-only"> (completado)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
