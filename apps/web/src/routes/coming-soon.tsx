import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';

/**
 * The screen of a route whose capability is still being built (issue #2: "those routes show a clear
 * 'Próximamente' page until then"). Each use names the screen and links back to the area home.
 */
export function ComingSoonPage({ title, description, backTo }: { title: string; description: string; backTo: string }) {
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      <span className="mb-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-800 dark:bg-slate-800 dark:text-brand-100">
        Próximamente
      </span>
      <PageTitle>{title}</PageTitle>
      <p className="mx-auto mb-6 max-w-xl text-slate-600 dark:text-slate-400">{description}</p>
      <Link to={backTo} className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
        Volver al inicio
      </Link>
    </section>
  );
}
