/**
 * Server-supplied HTML (templates of the unsubscribe pages, pricing and payment texts): the server sanitizes it
 * with an allowlist when it is written, so it is rendered as is, with the legal pages' typography.
 */
const PROSE =
  'text-base leading-7 text-slate-700 dark:text-slate-300 ' +
  '[&_p]:mt-3 [&_p:first-child]:mt-0 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal ' +
  '[&_ol]:space-y-1 [&_ol]:pl-6 [&_li]:pl-1 [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white ' +
  '[&_h2:first-child]:mt-0 [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white ' +
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-100';

export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
