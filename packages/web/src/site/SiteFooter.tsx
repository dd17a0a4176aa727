/** The footer on every page: the imprint, the privacy page and, when the operator set one, the contact link. */
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { navigate } from '../router.ts';
import { useSiteInfo } from './site-info.ts';

export function SiteFooter(): ReactNode {
  const t = useT();
  const site = useSiteInfo();
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  const contact = site.kind === 'ready' ? site.info.contactUrl : null;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer-nav')}>
        <a href="/imprint" onClick={go('/imprint')}>
          {t('footer-imprint')}
        </a>
        <a href="/privacy" onClick={go('/privacy')}>
          {t('footer-privacy')}
        </a>
        {contact && <a href={contact}>{t('footer-contact')}</a>}
      </nav>
    </footer>
  );
}
