/**
 * Replaces the current page by `to` once drawn, as React Router's `<Navigate to replace>` does. The router's module
 * is in the entry every page downloads, with each of its parts that some page uses: this one is ours and stays with
 * the pages that draw it.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
