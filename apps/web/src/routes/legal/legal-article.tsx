/** The reading layout the legal pages share: title, date, table of contents and numbered sections. */
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';

export interface LegalSectionContent {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

export const LAST_UPDATED = { text: '21 de noviembre de 2026', iso: '2026-11-21' };

// Typography by descendant selectors so the pages stay plain <p>, <ul>, <strong> and <a>.
const PROSE =
  'text-base leading-7 text-slate-700 dark:text-slate-300 ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_li]:pl-1 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800 ' +
  'dark:[&_a]:text-brand-100 dark:[&_a:hover]:text-white';

export function LegalArticle({
  title,
  intro,
  sections,
  showContents = true,
  updated = LAST_UPDATED,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSectionContent[];
  showContents?: boolean;
  /** When a page changed after the others (the privacy policy, with the rights in Mi cuenta). */
  updated?: { text: string; iso: string };
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageTitle
        subtitle={
          <>
            Última actualización: <time dateTime={updated.iso}>{updated.text}</time>
          </>
        }
      >
        {title}
      </PageTitle>
      <div className={PROSE}>{intro}</div>

      {showContents && (
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-800/60"
        >
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            Contenido
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-slate-900 dark:text-white">
            {showContents ? `${index + 1}. ` : ''}
            {section.title}
          </h2>
          <div className={PROSE}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
