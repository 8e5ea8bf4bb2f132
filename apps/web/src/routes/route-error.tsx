import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found';
import { areaOfPath } from '../lib/session';

/** The router's errorElement: a 404 response shows the not-found page; anything else its message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const area = areaOfPath(window.location.pathname);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="px-4 py-8">
        <NotFoundPage area={area} />
      </main>
    );
  }
  const message = isRouteErrorResponse(error)
    ? error.statusText || 'Se produjo un error.'
    : error instanceof Error
      ? error.message
      : 'Se produjo un error.';
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="mb-2 text-2xl font-bold">Se produjo un error.</h1>
      <p role="alert" className="mb-6 text-slate-600 dark:text-slate-400">
        {message}
      </p>
      <Link to="/" className="font-semibold text-brand-700 hover:underline">
        Ir al inicio
      </Link>
    </main>
  );
}
