import { paths } from '@practiperu/shared/paths';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100';

/** The terms checkbox's label; the documents open in a new tab so the form keeps what was typed. */
export function TermsLabel() {
  return (
    <>
      Acepto los{' '}
      <a href={paths.terms} target="_blank" rel="noreferrer" className={LINK}>
        términos y condiciones
      </a>{' '}
      y la{' '}
      <a href={paths.privacy} target="_blank" rel="noreferrer" className={LINK}>
        política de privacidad
      </a>
      .
    </>
  );
}
