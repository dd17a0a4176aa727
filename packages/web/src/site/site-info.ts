/**
 * The operator's details (`GET /api/site`), fetched once per page load and shared by the
 * footer, the imprint, the privacy page and the rules page's contact link.
 */
import type { SiteInfo } from '@nobid/protocol';
import { useEffect, useState } from 'react';

let request: Promise<SiteInfo> | null = null;

function fetchSiteInfo(): Promise<SiteInfo> {
  request ??= fetch('/api/site').then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json() as Promise<SiteInfo>;
  });
  // A failed request is tried again by the next page that asks.
  request.catch(() => {
    request = null;
  });
  return request;
}

export type SiteInfoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly info: SiteInfo }
  | { readonly kind: 'unreachable' };

export function useSiteInfo(): SiteInfoState {
  const [state, setState] = useState<SiteInfoState>({ kind: 'loading' });
  useEffect(() => {
    let alive = true;
    fetchSiteInfo().then(
      (info) => alive && setState({ kind: 'ready', info }),
      () => alive && setState({ kind: 'unreachable' }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}

/** Whether any of the details an imprint needs is missing. */
export const incomplete = (info: SiteInfo): boolean =>
  !info.operator.name || !info.operator.address || !(info.operator.email || info.contactUrl);
