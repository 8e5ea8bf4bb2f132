/** How the router loads a screen: its module on first visit, with the loader (and revalidation rule) it exports. */
import type { Area } from '@practiperu/shared/paths';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';

interface RouteModule {
  default: React.ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** A screen loaded on first visit, with the loader (and revalidation rule) its module exports. */
export const lazyPage = (load: () => Promise<RouteModule>) => async () => {
  const mod = await load();
  return {
    Component: mod.default,
    ...(mod.loader ? { loader: mod.loader } : {}),
    ...(mod.shouldRevalidate ? { shouldRevalidate: mod.shouldRevalidate } : {}),
  };
};

/** The frame of an area's private pages, with its menu: loaded with the first private page. */
export const privateLayout = (area: Area) => async () => {
  const { PrivateLayout } = await import('./private-layout');
  return { element: <PrivateLayout area={area} /> };
};
